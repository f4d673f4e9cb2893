/**
 * The per-type SDL of the content-type manifest (wordpress/altitude-headless/content-types.json), made at start-up
 * rather than copied by hand:
 *
 * - each custom post type the base schema lacks gets the shape WPGraphQL gives every custom post type, taken from
 *   `TeamMember` in core.graphql (itself extracted from a real WordPress) and renamed: the type, its connection
 *   and id types, its root fields `<single>`, `<single>By`, `<plural>`, its `update<Type>` mutation and its
 *   `ContentTypeEnum` value;
 * - each type's ACF field groups get the shape WPGraphQL for ACF 2.x gives a flat group, from the group's JSON
 *   in the companion plugin: a `WithAcfX` interface, `X_Fields` and `X`.
 *
 * Shared groups that are not a type's own (hero settings, developer tools) and everything else stay in
 * extensions.graphql.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  Kind,
  parse,
  print,
  type DefinitionNode,
  type EnumTypeDefinitionNode,
  type GraphQLSchema,
  type ObjectTypeDefinitionNode,
} from 'graphql';
import manifest from '../../wordpress/altitude-headless/content-types.json' with { type: 'json' };

const PLUGIN_DIR = fileURLToPath(new URL('../../wordpress/altitude-headless/', import.meta.url));
const TEMPLATE = { single: 'teamMember', plural: 'teamMembers', typename: 'TeamMember', postType: 'team_member' };

/** WPGraphQL for ACF 2.x's type for each flat ACF field type. */
export const ACF_GRAPHQL_TYPES: Readonly<Record<string, string>> = {
  text: 'String',
  textarea: 'String',
  email: 'String',
  url: 'String',
  wysiwyg: 'String',
  radio: 'String',
  button_group: 'String',
  number: 'Float',
  true_false: 'Boolean',
  select: '[String]',
  image: 'AcfMediaItemConnectionEdge',
  link: 'AcfLink',
};

interface AcfField {
  name: string;
  type: string;
  instructions?: string;
  graphql_field_name?: string;
  show_in_graphql?: number | boolean;
}

const upperFirst = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const shown = (item: { show_in_graphql?: number | boolean }) =>
  item.show_in_graphql !== 0 && item.show_in_graphql !== false;
const description = (text: string) => `"""\n${text.replace(/"/g, '\\"')}\n"""\n`;

/** The SDL of one ACF field group on a type. */
function acfGroupSdl(typename: string, field: string, file: string): string {
  const group = JSON.parse(readFileSync(`${PLUGIN_DIR}acf-json/${file}`, 'utf8')) as { fields: AcfField[] };
  const name = upperFirst(field);
  const fields = group.fields.filter(shown).map((acf) => {
    const type = ACF_GRAPHQL_TYPES[acf.type];
    if (!type) throw new Error(`${file}: the ACF field type "${acf.type}" of ${acf.name} has no generated SDL`);
    return { name: acf.graphql_field_name || acf.name, type, instructions: acf.instructions };
  });
  const deprecated = '  fieldGroupName: String @deprecated(reason: "Use __typename instead")\n';
  const list = (withDescriptions: boolean) =>
    [...fields]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((f) => `${withDescriptions && f.instructions ? description(f.instructions) : ''}  ${f.name}: ${f.type}\n`)
      .join('');
  const access = `${description(`Fields of the ${name} ACF Field Group`)}  ${field}: ${name}\n`;
  return [
    `${description(`Provides access to fields of the "${name}" ACF Field Group via the "${field}" field`)}interface WithAcf${name} {\n${access}}`,
    `${description(`Interface representing fields of the ACF "${name}" Field Group`)}interface ${name}_Fields implements AcfFieldGroup & AcfFieldGroupFields {\n${deprecated}${list(false)}}`,
    `${description(`The "${name}" Field Group. Added to the Schema by "WPGraphQL for ACF".`)}type ${name} implements ${name}_Fields & AcfFieldGroup & AcfFieldGroupFields {\n${deprecated}${list(true)}}`,
    `extend type ${typename} implements WithAcf${name} {\n${access}}`,
  ].join('\n\n');
}

/** TeamMember's definitions in core.graphql, as one printed document to rename. */
function templateSdl(coreSdl: string): string {
  const definitions = parse(coreSdl).definitions;
  const named = (name: string) =>
    definitions.find((d): d is DefinitionNode & { name: { value: string } } => 'name' in d && d.name?.value === name);
  const own = definitions.filter((d) => 'name' in d && d.name && d.name.value.includes(TEMPLATE.typename));
  const rootFields = (typeName: string, fields: string[]): DefinitionNode => ({
    kind: Kind.OBJECT_TYPE_EXTENSION,
    name: { kind: Kind.NAME, value: typeName },
    fields: ((named(typeName) as ObjectTypeDefinitionNode).fields ?? []).filter((f) => fields.includes(f.name.value)),
  });
  const enumValue: DefinitionNode = {
    kind: Kind.ENUM_TYPE_EXTENSION,
    name: { kind: Kind.NAME, value: 'ContentTypeEnum' },
    values: ((named('ContentTypeEnum') as EnumTypeDefinitionNode).values ?? []).filter(
      (v) => v.name.value === TEMPLATE.postType.toUpperCase(),
    ),
  };
  const { single, plural, typename } = TEMPLATE;
  return print({
    kind: Kind.DOCUMENT,
    definitions: [
      ...own,
      rootFields('RootQuery', [single, `${single}By`, plural]),
      rootFields('RootMutation', [`update${typename}`]),
      enumValue,
    ],
  });
}

/** A row of the manifest, as far as the schema goes. */
export interface ManifestRow {
  postType: string;
  single: string;
  plural: string;
  typename: string;
  register?: object;
  acfGroups: Readonly<Record<string, { file: string }>>;
}

/** The manifest's per-type SDL over a base schema (core.graphql, or a real WordPress's printed schema). */
export function manifestSdl(
  base: GraphQLSchema,
  coreSdl: string,
  rows: readonly ManifestRow[] = Object.values(manifest),
): string {
  const template = templateSdl(coreSdl);
  const parts: string[] = [];
  for (const row of rows) {
    if (row.register && !base.getType(row.typename)) {
      parts.push(
        template
          .replaceAll(TEMPLATE.typename, row.typename)
          .replaceAll(TEMPLATE.plural, row.plural)
          .replaceAll(TEMPLATE.single, row.single)
          .replaceAll(TEMPLATE.postType.toUpperCase(), row.postType.toUpperCase())
          .replaceAll(TEMPLATE.postType, row.postType),
      );
    }
    for (const [field, { file }] of Object.entries(row.acfGroups)) parts.push(acfGroupSdl(row.typename, field, file));
  }
  return parts.join('\n\n');
}
