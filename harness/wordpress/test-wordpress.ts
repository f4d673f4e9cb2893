/**
 * The real WordPress a test suite runs against, as harness/wordpress/test-instance.ts started it and described it
 * in TEST_WORDPRESS; with PHP run inside it (how a test plays an editor or an administrator) and GraphQL requests.
 */
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { wordpressPhp } from '@/harness/wordpress/kit';
import type { TestWordPressInstance } from '@/harness/wordpress/test-instance';

/**
 * Runs `run` with the test WordPress frozen, not stopped (its nginx worker sent SIGSTOP, then SIGCONT however
 * `run` ends): requests hang as they do when a server is overloaded, and the site's own timeout decides.
 */
export async function whileWordPressFrozen<T>(run: () => Promise<T>): Promise<T> {
  const nginxPid = Number(readFileSync(`${testWordPress().dataDir}/run/nginx.pid`, 'utf8'));
  const worker = Number(
    execFileSync('pgrep', ['-P', String(nginxPid)], { encoding: 'utf8' })
      .trim()
      .split('\n')[0],
  );
  process.kill(worker, 'SIGSTOP');
  try {
    return await run();
  } finally {
    process.kill(worker, 'SIGCONT');
  }
}

export function testWordPress(): TestWordPressInstance {
  const described = process.env.TEST_WORDPRESS;
  if (!described) {
    throw new Error(
      'TEST_WORDPRESS is not set: run these tests through `npm run test:wordpress` (or npm test), which starts a real WordPress for them.',
    );
  }
  return JSON.parse(described) as TestWordPressInstance;
}

/** Runs PHP inside the test WordPress (wp-load.php already required) and returns what it printed. */
export function wpPhp(code: string): string {
  return wordpressPhp(testWordPress().wpDir, code);
}

/**
 * `wpPhp` without blocking this process: for PHP that talks to a server this same process runs (a stand-in for the
 * site's webhook), which a blocked event loop could never answer.
 */
export async function wpPhpAsync(code: string): Promise<string> {
  const { wpDir } = testWordPress();
  const { stdout } = await promisify(execFile)(
    'php',
    ['-d', 'display_errors=stderr', '-d', 'memory_limit=512M', '-r', `require '${wpDir}/wp-load.php'; ${code}`],
    { cwd: wpDir, maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout;
}

export interface GraphQLAnswer<T> {
  status: number;
  data?: T;
  errors?: { message: string }[];
}

export async function wpGraphQL<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLAnswer<T>> {
  const response = await fetch(testWordPress().graphqlUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  return { status: response.status, ...body };
}

/** An administrator's JWT (WPGraphQL JWT Authentication), for what anonymous requests may not do (introspection). */
export async function adminToken(): Promise<string> {
  const { admin } = testWordPress();
  const answer = await wpGraphQL<{ login: { authToken: string } }>(
    'mutation Login($username: String!, $password: String!) { login(input: { username: $username, password: $password }) { authToken } }',
    { username: admin.user, password: admin.password },
  );
  if (!answer.data?.login?.authToken) throw new Error(`login failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.login.authToken;
}

/** POST /graphql lines in the WordPress's nginx access log so far: how many GraphQL requests reached WordPress. */
export function graphqlRequestCount(): number {
  const log = readFileSync(`${testWordPress().dataDir}/logs/nginx-access.log`, 'utf8');
  return log.split('\n').filter((line: string) => line.includes('"POST /graphql')).length;
}
