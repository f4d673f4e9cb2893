import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, extendSchema, parse, validateSchema, type GraphQLSchema } from 'graphql';

const SCHEMA_DIR = fileURLToPath(new URL('../../schema/', import.meta.url));

function readSdl(name: 'core.graphql' | 'extensions.graphql'): string {
  return readFileSync(`${SCHEMA_DIR}${name}`, 'utf8');
}

let cached: GraphQLSchema | undefined;

/** The executable schema: the WPGraphQL core subset, extended with the project's SDL. */
export function contentSchema(): GraphQLSchema {
  if (!cached) {
    const schema = extendSchema(buildSchema(readSdl('core.graphql')), parse(readSdl('extensions.graphql')));
    const problems = validateSchema(schema);
    if (problems.length > 0)
      throw new Error(`The content schema is invalid:\n${problems.map((p) => p.message).join('\n')}`);
    cached = schema;
  }
  return cached;
}
