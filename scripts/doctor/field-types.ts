/**
 * With an administrator's credentials WordPress may be introspected: every field the site's queries select is
 * compared with the type the site expects (the embedded content server's schema, which the contract tests keep
 * equal to WordPress's). A query validates whether a select field is `[String]` or `String`; the site's
 * reading of the value does not — this is where such a difference shows.
 */
import {
  buildClientSchema,
  getIntrospectionQuery,
  isObjectType,
  isInterfaceType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { contentSchema } from '../../content-server/src/graphql/schema';
import { schemaUsage } from '../../lib/cms/schema-usage';
import type { Run } from './context';
import { CREDENTIALS_FIX } from './plugins';
import { siteQueries } from './site-knowledge';
import type { Finding } from './types';

const TITLE = 'Field types';

/** `Parent.field` → the type the site expects, for every field its queries select. */
export function expectedFieldTypes(
  operations: Record<string, string>,
  schema: GraphQLSchema = contentSchema(),
): Map<string, string> {
  const expected = new Map<string, string>();
  for (const { document } of siteQueries(operations)) {
    for (const [coordinate, use] of schemaUsage(schema, document).fields) expected.set(coordinate, use.type);
  }
  return expected;
}

/** Nullability aside: the site reads a nullable and a non-null field alike. */
const shape = (type: string) => type.replace(/!/g, '');

export async function checkFieldTypes(run: Run): Promise<Finding[]> {
  const reply = await run.gql<IntrospectionQuery>(getIntrospectionQuery(), {}, { authenticated: true });
  if (!reply.data || reply.errors.length) {
    return [
      {
        id: 'field-types',
        title: TITLE,
        status: 'warning',
        message: `not compared: WordPress refused introspection with the credentials given (${reply.errors.map((error) => error.message).join(' ')})`,
        fix: CREDENTIALS_FIX,
      },
    ];
  }
  const live = buildClientSchema(reply.data);
  const findings: Finding[] = [];
  let compared = 0;
  for (const [coordinate, expected] of expectedFieldTypes(run.operations)) {
    const [parentName, fieldName] = coordinate.split('.') as [string, string];
    const parent = live.getType(parentName);
    // A missing type or field is reported by the request checks, with its cause.
    if (!parent || !(isObjectType(parent) || isInterfaceType(parent))) continue;
    const field = parent.getFields()[fieldName];
    if (!field || run.causes.has(`acf-field:${coordinate}`)) continue;
    compared++;
    const actual = String(field.type);
    if (shape(actual) === shape(expected)) continue;
    const acf = run.knowledge.acf.fieldsByType.get(parentName);
    const known = acf?.fields.get(fieldName);
    findings.push({
      id: `field-type:${coordinate}`,
      title: TITLE,
      status: 'problem',
      message: known
        ? `the field "${known.label}" (${coordinate}) of the ACF field group "${acf!.group.title}" is ${actual} on this WordPress; the site reads ${expected} (an ACF ${known.type} field)`
        : `${coordinate} is ${actual} on this WordPress; the site reads ${expected}`,
      fix: acf
        ? `The site reads the group as ${acf.group.file} defines it: copy this repository's wordpress/altitude-headless/ over wp-content/plugins/altitude-headless/ (an older copy differs), or, for a group kept in ACF → Field Groups, make the field a ${known?.type ?? 'field of the same type'} field again.`
        : 'A plugin of another major version shapes it differently: use the versions docs/wordpress.md names (WPGraphQL 2.x, WPGraphQL for ACF 2.x).',
    });
  }
  if (!findings.length) {
    findings.push({
      id: 'field-types',
      title: TITLE,
      status: 'ok',
      message: `the ${compared} fields the site reads have the types it expects`,
    });
  }
  return findings;
}
