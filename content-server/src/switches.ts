/**
 * The content server's on/off switches, from the environment and the command line (the command line wins):
 *
 *   CMS_GRAPHIQL=off        or  --no-graphiql        no query explorer page on GET /graphql (404 instead)
 *   CMS_INTROSPECTION=off   or  --no-introspection   __schema / __type refused, as WPGraphQL does by default
 *
 * Both are on by default: this is a development server. Accepted values: on/off, true/false, 1/0, yes/no.
 */

export interface ContentServerSwitches {
  graphiql: boolean;
  introspection: boolean;
}

export class SwitchError extends Error {}

function flag(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const normalised = value.trim().toLowerCase();
  if (['on', 'true', '1', 'yes'].includes(normalised)) return true;
  if (['off', 'false', '0', 'no'].includes(normalised)) return false;
  throw new SwitchError(`${name} must be on or off (got "${value}")`);
}

export function contentServerSwitches(
  env: Record<string, string | undefined>,
  args: readonly string[] = [],
): ContentServerSwitches {
  const known = ['--graphiql', '--no-graphiql', '--introspection', '--no-introspection'];
  const unknown = args.filter((arg) => !known.includes(arg));
  if (unknown.length) throw new SwitchError(`unknown option ${unknown.join(' ')} (known: ${known.join(', ')})`);
  const fromArgs = (name: string) =>
    args.includes(`--no-${name}`) ? false : args.includes(`--${name}`) ? true : undefined;
  return {
    graphiql: fromArgs('graphiql') ?? flag('CMS_GRAPHIQL', env.CMS_GRAPHIQL) ?? true,
    introspection: fromArgs('introspection') ?? flag('CMS_INTROSPECTION', env.CMS_INTROSPECTION) ?? true,
  };
}
