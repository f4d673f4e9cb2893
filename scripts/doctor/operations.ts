/**
 * Every query the site sends, sent as the site sends it (anonymously, with variables that select one entry):
 * WordPress validates the whole document first, so whatever its schema lacks is listed in the answer, without
 * introspection. The form submission is never sent.
 */
import { siteQueries, type SiteQuery } from './site-knowledge';
import { list } from './causes';
import type { Run } from './context';
import { diagnose } from './diagnose';
import { NoGraphQLAnswer } from './http';
import type { Finding } from './types';

const CONCURRENCY = 3;

interface Outcome {
  query: SiteQuery;
  failed: boolean;
  /** A failure that only turns an optional feature off. */
  optionalOnly?: boolean;
  findings: Finding[];
}

async function send(run: Run, query: SiteQuery): Promise<Outcome> {
  let errors: { message: string }[];
  try {
    errors = (await run.gql(query.document, query.variables)).errors;
  } catch (error) {
    if (!(error instanceof NoGraphQLAnswer)) throw error;
    return {
      query,
      failed: true,
      findings: [
        {
          id: `operation:${query.name}`,
          title: `Request ${query.name}`,
          status: 'problem',
          message: error.message,
          fix: "A request WordPress cannot answer within the site's time limit fails the page: read WordPress's PHP error log, or raise CMS_TIMEOUT_MS if WordPress is merely slow.",
        },
      ],
    };
  }
  if (errors.length === 0) return { query, failed: false, findings: [] };

  const unexplained: string[] = [];
  const causes = [];
  for (const { message } of errors) {
    const cause = diagnose(message, run.knowledge);
    if (cause) {
      run.causes.add(cause, query.name);
      causes.push(cause);
    } else {
      unexplained.push(message);
    }
  }
  const findings: Finding[] = [];
  if (unexplained.length) {
    findings.push({
      id: `operation:${query.name}`,
      title: `Request ${query.name}`,
      status: 'problem',
      message: `WordPress refuses the site's ${query.name} request: ${unexplained.slice(0, 3).join(' ')}${unexplained.length > 3 ? ` (and ${unexplained.length - 3} more)` : ''}`,
      fix: 'Compare with the shape the site expects (content-server/schema/extensions.graphql) and the plugins of docs/wordpress.md.',
    });
  }
  return {
    query,
    failed: true,
    optionalOnly: findings.length === 0 && causes.every((c) => c.status !== 'problem'),
    findings,
  };
}

export async function checkOperations(run: Run): Promise<{ summary: Finding; findings: Finding[] }> {
  const queries = siteQueries(run.operations);
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < queries.length) {
      const query = queries[next++]!;
      outcomes.push(await send(run, query));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  outcomes.sort((a, b) => queries.indexOf(a.query) - queries.indexOf(b.query));

  const failed = outcomes.filter((outcome) => outcome.failed);
  const broken = failed.filter((outcome) => !outcome.optionalOnly).map((outcome) => outcome.query.name);
  const optional = failed.filter((outcome) => outcome.optionalOnly).map((outcome) => outcome.query.name);
  const title = 'Site requests';
  // The site reads without an optional plugin (a form page falls back to the page alone): not a problem.
  const without = optional.length
    ? `; ${list(optional)} ${optional.length === 1 ? 'needs' : 'need'} an optional plugin that is missing, and the site reads without it`
    : '';
  const summary: Finding = broken.length
    ? {
        id: 'operations',
        title,
        status: 'problem',
        message: `${broken.length} of the ${queries.length} queries the site sends fail on this WordPress: ${list(broken)}${without}`,
        fix: 'Fix what the lines above and below name, then run npm run doctor again.',
      }
    : {
        id: 'operations',
        title,
        status: 'ok',
        message: `${optional.length ? `the other ${queries.length - optional.length}` : `all ${queries.length}`} queries the site sends validate and answer${without}`,
      };
  return { summary, findings: outcomes.flatMap((outcome) => outcome.findings) };
}
