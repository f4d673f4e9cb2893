import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, extendSchema, parse, validateSchema, type GraphQLSchema } from 'graphql';
import { manifestSdl } from '../../schema/manifest-sdl';

const SCHEMA_DIR = fileURLToPath(new URL('../../schema/', import.meta.url));

export function readSdl(name: 'core.graphql' | 'extensions.graphql'): string {
  return readFileSync(`${SCHEMA_DIR}${name}`, 'utf8');
}

/**
 * The project's SDL on top of a base schema (core.graphql, or a real WordPress's): extensions.graphql and what
 * the content-type manifest generates for the types and ACF groups the base lacks (../../schema/manifest-sdl.ts).
 */
export function projectSdl(base: GraphQLSchema, extensions = readSdl('extensions.graphql')): string {
  return `${extensions}\n\n${manifestSdl(base, readSdl('core.graphql'))}`;
}

let cached: GraphQLSchema | undefined;

/** The executable schema: the WPGraphQL core subset, extended with the project's SDL. */
export function contentSchema(): GraphQLSchema {
  if (!cached) {
    const core = buildSchema(readSdl('core.graphql'));
    const schema = extendSchema(core, parse(projectSdl(core)));
    const problems = validateSchema(schema);
    if (problems.length > 0)
      throw new Error(`The content schema is invalid:\n${problems.map((p) => p.message).join('\n')}`);
    cached = schema;
  }
  return cached;
}
