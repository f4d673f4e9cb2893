/**
 * What the site expects of WordPress, read from the site's own sources so the doctor never drifts from them:
 * the operations it sends (lib/cms/queries), the ACF field groups the companion plugin ships (acf-json), the
 * custom post types it lists, and the GraphQL shape the embedded content server serves (content-server/schema).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  isInterfaceType,
  Kind,
  parse,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type TypeNode,
} from 'graphql';
import { contentSchema } from '../../content-server/src/graphql/schema';
import { ALL_OPERATIONS } from '../../lib/cms/queries';
import { CONTENT_TYPES } from '../../lib/cms/content-types';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
export const COMPANION_DIR = 'wordpress/altitude-headless';
export const ACF_JSON_DIR = `${COMPANION_DIR}/acf-json`;
export const COMPANION = `the companion plugin "Altitude Headless"`;
/** Registered by the companion plugin as `primary` and `footer`. */
export const MENU_LOCATIONS = ['PRIMARY', 'FOOTER'] as const;

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const pascal = (slug: string) => slug.split(/[_-]/).map(capitalise).join('');

export interface AcfGroup {
  title: string;
  /** Its GraphQL field, e.g. `heroSettings`. */
  fieldName: string;
  /** Its GraphQL type, e.g. `HeroSettings`. */
  typeName: string;
  /** Its file in this repository. */
  file: string;
  /** The GraphQL types that carry it, from its location rules: `Page`, `ThemeSettings`… */
  parentTypes: string[];
  /** What an editor's location rule reads, e.g. `Post Type is equal to page`. */
  locationRule: string;
}

export interface AcfField {
  group: AcfGroup;
  /** Its GraphQL name. */
  name: string;
  label: string;
  /** The ACF field type: `select`, `number`, `group`… */
  type: string;
}

interface AcfJsonField {
  name: string;
  label?: string;
  type: string;
  graphql_field_name?: string;
  sub_fields?: AcfJsonField[];
}

interface AcfJsonGroup {
  title: string;
  graphql_field_name?: string;
  location?: { param: string; operator: string; value: string }[][];
  fields?: AcfJsonField[];
}

export interface AcfKnowledge {
  groups: AcfGroup[];
  /** By GraphQL field name. */
  groupByField: Map<string, AcfGroup>;
  /** Every ACF GraphQL type (a group's and its nested groups'), with its fields by GraphQL name. */
  fieldsByType: Map<string, { group: AcfGroup; fields: Map<string, AcfField> }>;
  /** Every field of every group by GraphQL name (for messages that do not name the type). */
  fieldsByName: Map<string, AcfField>;
}

function parentTypeOf(rule: { param: string; value: string }): string | undefined {
  if (rule.param === 'post_type') return pascal(rule.value);
  // The companion plugin registers its options page with the GraphQL field `themeSettings`.
  if (rule.param === 'options_page' && rule.value === 'theme-settings') return 'ThemeSettings';
  return undefined;
}

/** The ACF field groups of `acf-json/`; none when the folder is missing (the doctor then names fields only). */
export function readAcfGroups(dir = join(REPO_ROOT, ACF_JSON_DIR)): AcfKnowledge {
  const knowledge: AcfKnowledge = {
    groups: [],
    groupByField: new Map(),
    fieldsByType: new Map(),
    fieldsByName: new Map(),
  };
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  } catch {
    return knowledge;
  }
  for (const file of files.sort()) {
    const json = JSON.parse(readFileSync(join(dir, file), 'utf8')) as AcfJsonGroup;
    if (!json.graphql_field_name) continue;
    const rules = (json.location ?? []).flat();
    const group: AcfGroup = {
      title: json.title,
      fieldName: json.graphql_field_name,
      typeName: capitalise(json.graphql_field_name),
      file: `${ACF_JSON_DIR}/${file}`,
      parentTypes: [...new Set(rules.map(parentTypeOf).filter((type): type is string => Boolean(type)))],
      locationRule: rules.map((rule) => `${rule.param.replace(/_/g, ' ')} ${rule.operator} ${rule.value}`).join(', '),
    };
    knowledge.groups.push(group);
    knowledge.groupByField.set(group.fieldName, group);
    const addType = (typeName: string, fields: AcfJsonField[]) => {
      const byName = new Map<string, AcfField>();
      for (const field of fields) {
        const name = field.graphql_field_name || field.name;
        const entry: AcfField = { group, name, label: field.label ?? name, type: field.type };
        byName.set(name, entry);
        knowledge.fieldsByName.set(name, entry);
        // WPGraphQL for ACF names a nested group's type after its parent type and its own name.
        if (field.type === 'group' && field.sub_fields) addType(`${typeName}${capitalise(name)}`, field.sub_fields);
      }
      knowledge.fieldsByType.set(typeName, { group, fields: byName });
    };
    addType(group.typeName, json.fields ?? []);
  }
  return knowledge;
}

export interface CompanionKnowledge {
  /** `TeamMember`, `CaseStudy`, `Career`. */
  typeNames: string[];
  /** `teamMember`, `teamMembers`, … */
  rootFields: string[];
  /** `teamMembers` → `team members`, for messages. */
  plurals: { field: string; typeName: string }[];
}

/** The custom post types the companion plugin registers: every type the site lists but pages and posts. */
export function companionKnowledge(): CompanionKnowledge {
  const types = Object.values(CONTENT_TYPES).filter((type) => type.typename !== 'Page' && type.typename !== 'Post');
  return {
    typeNames: types.map((type) => type.typename),
    rootFields: types.flatMap((type) => [type.single, type.plural]),
    plurals: types.map((type) => ({ field: type.plural, typeName: type.typename })),
  };
}

/** WPGraphQL for Gravity Forms' types the site names: the form field interface, its kinds, `Gf*`. */
export function gravityFormsTypes(schema: GraphQLSchema = contentSchema()): Set<string> {
  const names = new Set<string>(['FormField']);
  const formField = schema.getType('FormField');
  if (formField && isInterfaceType(formField)) {
    for (const type of schema.getPossibleTypes(formField)) names.add(type.name);
  }
  for (const name of Object.keys(schema.getTypeMap())) if (/^(Gf|SubmitGf)/.test(name)) names.add(name);
  return names;
}

export const GRAVITY_FORMS_FIELDS = new Set(['gfForm', 'gfForms', 'submitGfForm']);

export interface SiteQuery {
  /** Its key in ALL_OPERATIONS, e.g. `Listing:teamMember`. */
  name: string;
  document: string;
  /** Variables that select as little as possible: one entry, the front page. */
  variables: Record<string, unknown>;
}

function harmlessValue(name: string, type: TypeNode, hasDefault: boolean): unknown {
  if (name === 'first') return 1;
  if (name === 'uri') return '/';
  if (type.kind !== Kind.NON_NULL_TYPE || hasDefault) return undefined;
  const named = type.type.kind === Kind.NAMED_TYPE ? type.type.name.value : undefined;
  if (named === 'Int' || named === 'Float') return 1;
  if (named === 'Boolean') return false;
  if (named === 'ID') return '1';
  return '/';
}

/** Every query the site sends (never a mutation: the doctor must not submit a form), ready to send. */
export function siteQueries(operations: Record<string, string> = ALL_OPERATIONS): SiteQuery[] {
  const queries: SiteQuery[] = [];
  for (const [name, document] of Object.entries(operations)) {
    const parsed: DocumentNode = parse(document);
    const operation = parsed.definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    if (!operation || operation.operation !== 'query') continue;
    const variables: Record<string, unknown> = {};
    for (const definition of operation.variableDefinitions ?? []) {
      const value = harmlessValue(definition.variable.name.value, definition.type, Boolean(definition.defaultValue));
      if (value !== undefined) variables[definition.variable.name.value] = value;
    }
    queries.push({ name, document, variables });
  }
  return queries;
}

/** Whether any of the site's operations selects a field of this name (e.g. `dateGmt`). */
export function siteSelects(fieldName: string, operations: Record<string, string> = ALL_OPERATIONS): boolean {
  let found = false;
  for (const document of Object.values(operations)) {
    visit(parse(document), {
      Field(node) {
        if (node.name.value === fieldName) found = true;
      },
    });
  }
  return found;
}

/** Whether the site's operation reads nodes of this type (names it in a fragment), e.g. `ContentType`. */
export function siteReadsType(
  typeName: string,
  operationName: string,
  operations: Record<string, string> = ALL_OPERATIONS,
): boolean {
  const document = operations[operationName];
  if (!document) return false;
  let found = false;
  visit(parse(document), {
    InlineFragment(node) {
      if (node.typeCondition?.name.value === typeName) found = true;
    },
    FragmentDefinition(node) {
      if (node.typeCondition.name.value === typeName) found = true;
    },
  });
  return found;
}
