/**
 * The project's SDL for ACF field groups must say what WPGraphQL for ACF 2.x derives from the field groups
 * WordPress loads (the JSON under wordpress/): the field's ACF type decides its GraphQL type, and a real
 * WordPress answers in that shape. A select field written as `String` here would let the site read `"full"`
 * from the embedded server and `["full"]` from WordPress.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ACF_GRAPHQL_TYPES } from '../schema/manifest-sdl';
import { contentSchema } from '../src/graphql/schema';

const WORDPRESS_DIR = fileURLToPath(new URL('../../wordpress/', import.meta.url));

interface AcfField {
  name: string;
  type: string;
  graphql_field_name?: string;
  show_in_graphql?: number | boolean;
  sub_fields?: AcfField[];
}

interface AcfGroup {
  title: string;
  graphql_field_name: string;
  show_in_graphql?: number | boolean;
  fields: AcfField[];
}

const upperFirst = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function groupFiles(): string[] {
  return readdirSync(WORDPRESS_DIR, { recursive: true, encoding: 'utf8' })
    .filter((path) => /(^|\/)acf-json\/[^/]+\.json$/.test(path))
    .map((path) => join(WORDPRESS_DIR, path));
}

/** Every field of a group as [GraphQL type name, field name, expected type], nested groups included. */
function expectations(typeName: string, fields: AcfField[]): [string, string, string][] {
  return fields
    .filter((field) => field.show_in_graphql !== 0 && field.show_in_graphql !== false)
    .flatMap((field) => {
      const name = field.graphql_field_name || field.name;
      if (field.type !== 'group')
        return [[typeName, name, ACF_GRAPHQL_TYPES[field.type] ?? `(ACF type ${field.type})`]];
      const nested = `${typeName}${upperFirst(name)}`;
      return [[typeName, name, nested], ...expectations(nested, field.sub_fields ?? [])] as [string, string, string][];
    });
}

const files = groupFiles();
const groups = files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as AcfGroup);

describe('the ACF field groups in the SDL match the groups WordPress loads', () => {
  it('finds the field groups', () => {
    expect(groups.map((group) => group.graphql_field_name)).toEqual(
      expect.arrayContaining(['heroSettings', 'pageMetadata', 'podcastInformation', 'devTools']),
    );
  });

  const rows = groups
    .filter((group) => group.show_in_graphql !== 0 && group.show_in_graphql !== false)
    .flatMap((group) => expectations(upperFirst(group.graphql_field_name), group.fields));

  it.each(rows)('%s.%s is %s', (typeName, fieldName, expected) => {
    const schema = contentSchema();
    const type = schema.getType(typeName);
    expect(isObjectType(type), `${typeName} is an object type`).toBe(true);
    if (!isObjectType(type)) return;
    const field = type.getFields()[fieldName];
    expect(field, `${typeName}.${fieldName} exists`).toBeDefined();
    expect(String(field?.type)).toBe(expected);
    // The group's `_Fields` interface declares the same type, as WPGraphQL for ACF registers both.
    const fieldsInterface = schema.getType(`${typeName}_Fields`);
    if (fieldsInterface && 'getFields' in fieldsInterface) {
      expect(String(fieldsInterface.getFields()[fieldName]?.type)).toBe(expected);
    }
  });
});
