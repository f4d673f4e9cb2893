import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, extendSchema, parse, validateSchema, type GraphQLSchema } from 'graphql';

/** The printed schema of a real WordPress (WPGraphQL 2.20), kept outside the repository as test data. */
export const REAL_SCHEMA_PATH =
  process.env.WPGRAPHQL_REAL_SCHEMA ?? '/work/shared/wpgraphql/wpgraphql-core.schema.graphql';

const SCHEMA_DIR = fileURLToPath(new URL('../schema/', import.meta.url));

export function loadRealSchema(): GraphQLSchema {
  return buildSchema(readFileSync(REAL_SCHEMA_PATH, 'utf8'));
}

/**
 * The real WPGraphQL schema extended with the project's SDL for ACF groups, custom post types, the options
 * page and Gravity Forms: what a real WordPress with those plugins serves. Throws if the result is invalid.
 */
export function loadRealExtendedSchema(): GraphQLSchema {
  const schema = extendSchema(loadRealSchema(), parse(readFileSync(`${SCHEMA_DIR}extensions.graphql`, 'utf8')));
  const problems = validateSchema(schema);
  if (problems.length > 0) throw new Error(problems.map((problem) => problem.message).join('\n'));
  return schema;
}
