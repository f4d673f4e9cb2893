/**
 * The embedded schema speaks WPGraphQL: (1) whatever core.graphql declares that the real schema also has,
 * it declares with the same type (and core.graphql declares nothing the real schema lacks); (2) the project's
 * SDL extends the real schema cleanly, so the same shapes can exist on a real WordPress.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  isUnionType,
  parse,
  print,
  validateSchema,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { contentSchema, projectSdl } from '../src/graphql/schema';
import { extractCore } from '../schema/extract-core';
import { REAL_SCHEMA_PATH, loadRealExtendedSchema, loadRealSchema } from './contract-helpers';

const schemaDir = fileURLToPath(new URL('../schema/', import.meta.url));
const coreSdl = readFileSync(`${schemaDir}core.graphql`, 'utf8');

/** Every named thing a schema declares, with the printed type it has. */
function signatures(schema: GraphQLSchema, only?: (type: GraphQLNamedType) => boolean): Map<string, string> {
  const out = new Map<string, string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type) || (only && !only(type))) continue;
    out.set(type.name, type.constructor.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        out.set(`${type.name}.${field.name}`, String(field.type));
        for (const arg of field.args) out.set(`${type.name}.${field.name}(${arg.name})`, String(arg.type));
      }
      for (const iface of type.getInterfaces()) out.set(`${type.name} implements ${iface.name}`, 'implements');
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) out.set(`${type.name}.${field.name}`, String(field.type));
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) out.set(`${type.name}.${value.name}`, 'enum value');
    } else if (isUnionType(type)) {
      for (const member of type.getTypes()) out.set(`${type.name} | ${member.name}`, 'member');
    }
  }
  return out;
}

describe('core.graphql is a subset of the real WPGraphQL schema', () => {
  const real = signatures(loadRealSchema());
  const core = signatures(buildSchema(coreSdl));

  it('declares every type, field, argument, input field and enum value with the real name and type', () => {
    const mismatches: string[] = [];
    for (const [name, signature] of core) {
      const expected = real.get(name);
      if (expected === undefined) mismatches.push(`${name}: not in the real schema`);
      else if (expected !== signature) mismatches.push(`${name}: ${signature}, the real schema has ${expected}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('is exactly what extract-core.ts derives from the real schema', () => {
    // Compared as printed documents, so formatting the file (npm run format, which trims trailing spaces in
    // descriptions) does not count as a change.
    const normalise = (sdl: string) => print(parse(sdl)).replace(/[ \t]+("""|$)/gm, '$1');
    expect(normalise(coreSdl)).toBe(normalise(extractCore(readFileSync(REAL_SCHEMA_PATH, 'utf8'))));
  });

  it('the served schema adds to core only what extensions.graphql and the content-type manifest declare', () => {
    const served = signatures(contentSchema());
    const extensionTypes = new Set(
      parse(projectSdl(buildSchema(coreSdl))).definitions.flatMap((definition) =>
        'name' in definition && definition.name ? [definition.name.value] : [],
      ),
    );
    const unexplained = [...served.keys()].filter((name) => {
      if (core.has(name)) return false;
      const owner = name.split(/[.( |]/)[0]!;
      return !extensionTypes.has(owner);
    });
    expect(unexplained).toEqual([]);
    // And the served schema keeps every core declaration as it is.
    for (const [name, signature] of core) expect(served.get(name), name).toBe(signature);
  });
});

describe('extensions.graphql', () => {
  it('extends the real schema cleanly', () => {
    const schema = loadRealExtendedSchema();
    expect(validateSchema(schema)).toEqual([]);
    expect(schema.getType('CaseStudy')).toBeDefined();
    expect(schema.getMutationType()?.getFields().submitGfForm).toBeDefined();
  });

  it('gives the real and the embedded schema the same shape for everything it adds', () => {
    const extendedReal = signatures(loadRealExtendedSchema());
    const served = signatures(contentSchema());
    const differences: string[] = [];
    for (const [name, signature] of served) {
      const other = extendedReal.get(name);
      if (other !== undefined && other !== signature) differences.push(`${name}: ${signature} vs ${other}`);
    }
    expect(differences).toEqual([]);
  });

  it('shapes ACF field groups as WPGraphQL for ACF 2.x', () => {
    const schema = contentSchema();
    const hero = schema.getType('HeroSettings');
    expect(isObjectType(hero) && hero.getInterfaces().map((i) => i.name)).toEqual([
      'HeroSettings_Fields',
      'AcfFieldGroup',
      'AcfFieldGroupFields',
    ]);
    const page = schema.getType('Page');
    expect(isObjectType(page) && page.getInterfaces().some((i) => i.name === 'WithAcfHeroSettings')).toBe(true);
    expect(isObjectType(hero) && hero.getFields().fieldGroupName?.deprecationReason).toBe('Use __typename instead');
  });
});
