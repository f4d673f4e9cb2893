import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, extendSchema, parse, validateSchema, type GraphQLSchema } from 'graphql';
import { projectSdl } from '../src/graphql/schema';

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
 * `without`: leave out the SDL section whose `# ---- ` heading starts so (e.g. `Gravity Forms`), as a
 * WordPress without that plugin would.
 */
export function loadRealExtendedSchema(options: { without?: string } = {}): GraphQLSchema {
  let sdl = readFileSync(`${SCHEMA_DIR}extensions.graphql`, 'utf8');
  if (options.without) sdl = withoutSection(sdl, options.without);
  const real = loadRealSchema();
  const schema = extendSchema(real, parse(projectSdl(real, sdl)));
  const problems = validateSchema(schema);
  if (problems.length > 0) throw new Error(problems.map((problem) => problem.message).join('\n'));
  return schema;
}

/** The SDL without the section headed `# ---- <heading>…`, up to the next section. */
function withoutSection(sdl: string, heading: string): string {
  const sections = sdl.split(/^(?=# ---- )/m);
  const kept = sections.filter((section) => !section.startsWith(`# ---- ${heading}`));
  if (kept.length === sections.length) throw new Error(`extensions.graphql has no section "${heading}"`);
  return kept.join('');
}
