import { post, type Reply } from './http';
import type { Finding } from './types';

const TITLE = 'GraphQL endpoint';
const PROBE = JSON.stringify({ query: 'query DoctorEndpoint { __typename }' });
const HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

const WPGRAPHQL_FIX =
  'Plugins → install and activate "WPGraphQL" (2.x). Its address is WordPress\'s address followed by /graphql ' +
  '(GraphQL → Settings → GraphQL Endpoint).';
const PERMALINKS_FIX =
  'Settings → Permalinks → Permalink structure: "Post name" (/%postname%/) → Save Changes; on Apache this also ' +
  'writes the .htaccess rules that route /graphql to WordPress.';

function isGraphQL(reply: Reply): boolean {
  if (reply.kind !== 'answer' || !reply.json || typeof reply.json !== 'object') return false;
  return 'data' in reply.json || Array.isArray((reply.json as { errors?: unknown }).errors);
}

function looksLikeWordPress(reply: Extract<Reply, { kind: 'answer' }>): boolean {
  return /wp-json/.test(reply.headers.get('link') ?? '') || /\/wp-(content|includes)\//.test(reply.body);
}

/** The same WordPress's GraphQL without pretty permalinks: `/index.php?graphql`. */
function plainPermalinkAddress(url: string): string | undefined {
  const parsed = new URL(url);
  if (!/\/graphql\/?$/.test(parsed.pathname)) return undefined;
  parsed.pathname = parsed.pathname.replace(/graphql\/?$/, 'index.php');
  parsed.search = '?graphql';
  return parsed.toString();
}

/** Whether WordPress answers GraphQL at the address the site is given, and if not, why not. */
export async function checkEndpoint(url: string, timeoutMs: number): Promise<Finding> {
  const problem = (message: string, fix: string): Finding => ({
    id: 'endpoint',
    title: TITLE,
    status: 'problem',
    message,
    fix,
  });
  const reply = await post(url, PROBE, HEADERS, timeoutMs);
  if (reply.kind === 'unreachable') {
    return problem(
      `${url} is not reachable: ${reply.reason}`,
      'Check WORDPRESS_GRAPHQL_URL (or --url) and that WordPress runs and is reachable from this machine (name, port, firewall, TLS certificate).',
    );
  }
  if (reply.status >= 300 && reply.status < 400) {
    const location = reply.headers.get('location');
    const target = location ? new URL(location, url).toString() : undefined;
    return problem(
      `${url} answers with a redirect (HTTP ${reply.status}${target ? ` to ${target}` : ''}): the site's POST requests would arrive as GETs`,
      target
        ? `Set WORDPRESS_GRAPHQL_URL to ${target}.`
        : 'Set WORDPRESS_GRAPHQL_URL to the address WordPress redirects to.',
    );
  }
  if (isGraphQL(reply)) {
    if (reply.status >= 500) {
      const errors = (reply.json as { errors?: { message?: string }[] }).errors ?? [];
      return problem(
        `${url} answers HTTP ${reply.status}: ${errors.map((error) => error.message).join('; ') || 'a server error'}`,
        "Read WordPress's PHP error log (wp-content/debug.log with WP_DEBUG_LOG on) for the failing plugin.",
      );
    }
    return { id: 'endpoint', title: TITLE, status: 'ok', message: `${url} answers GraphQL (WPGraphQL)` };
  }
  if (reply.status === 401 || reply.status === 403) {
    return problem(
      `${url} refuses anonymous requests (HTTP ${reply.status}): the site reads content anonymously`,
      'Let anonymous POST requests from the site reach the GraphQL address (HTTP basic auth, a firewall or a security plugin is in the way).',
    );
  }
  const fallback = plainPermalinkAddress(url);
  if (fallback && reply.status === 404 && isGraphQL(await post(fallback, PROBE, HEADERS, timeoutMs))) {
    return problem(
      `${url} answers 404 while ${fallback} answers GraphQL: WordPress's permalinks are plain, so /graphql has no route`,
      PERMALINKS_FIX,
    );
  }
  if (looksLikeWordPress(reply)) {
    return problem(
      `${url} answers with a WordPress page (HTTP ${reply.status}), not GraphQL: WPGraphQL is not active`,
      WPGRAPHQL_FIX,
    );
  }
  return problem(
    `${url} answers HTTP ${reply.status}${reply.contentType ? ` (${reply.contentType.split(';')[0]})` : ''}, not GraphQL`,
    reply.status === 404
      ? `Check the address, then: ${WPGRAPHQL_FIX}`
      : "Set WORDPRESS_GRAPHQL_URL to WordPress's GraphQL address, e.g. https://cms.example.com/graphql.",
  );
}
