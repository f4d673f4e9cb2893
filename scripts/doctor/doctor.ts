/**
 * The checks of `npm run doctor`, as a library: the command line (./cli.ts) prints them, the site's start-up
 * (scripts/start.ts) logs a one-line summary of them.
 */
import { Causes, list } from './causes';
import { checkAddresses, checkMenus, checkReading, checkTimeZone } from './content-checks';
import type { Run } from './context';
import { checkEndpoint } from './endpoint';
import { checkFieldTypes } from './field-types';
import { graphqlClient, NoGraphQLAnswer } from './http';
import { checkOperations } from './operations';
import { checkPluginList, probeAcf, probeCompanion, probeGravityForms } from './plugins';
import { checkPictureHosts } from './pictures';
import { checkPreview } from './preview';
import { ALL_OPERATIONS } from '../../lib/cms/queries';
import { companionKnowledge, gravityFormsTypes, readAcfGroups, siteQueries } from './site-knowledge';
import type { DoctorOptions, Finding } from './types';
import { checkWebhook } from './webhook';

export type { DoctorOptions, Finding } from './types';

const DEFAULT_TIMEOUT_MS = 10_000;

/** Runs a check; a WordPress that stops answering in the middle fails that check, not the run. */
async function guarded(id: string, title: string, check: () => Promise<Finding[]>): Promise<Finding[]> {
  try {
    return await check();
  } catch (error) {
    if (!(error instanceof NoGraphQLAnswer)) throw error;
    return [
      {
        id,
        title,
        status: 'problem',
        message: error.message,
        fix: "Read WordPress's PHP error log; run the doctor again once WordPress answers.",
      },
    ];
  }
}

const one = (check: () => Promise<Finding>) => async () => [await check()];

export async function runDoctor(options: DoctorOptions): Promise<Finding[]> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const endpoint = await checkEndpoint(options.graphqlUrl, timeoutMs);
  const webhook = options.webhook ? [await checkWebhook(options.webhook, timeoutMs)] : [];
  if (endpoint.status === 'problem') return [endpoint, ...webhook];

  const acf = readAcfGroups();
  const operations = options.operations ?? ALL_OPERATIONS;
  const run: Run = {
    gql: graphqlClient(options.graphqlUrl, timeoutMs, options.credentials),
    knowledge: { acf, companion: companionKnowledge(), gravityFormsTypes: gravityFormsTypes() },
    causes: new Causes(),
    operations,
    totalOperations: siteQueries(operations).length,
  };
  const findings: Finding[] = [endpoint];
  if (options.credentials) findings.push(...(await guarded('plugins', 'Plugins', () => checkPluginList(run))));

  const companion = await guarded('companion', 'Companion plugin', () => probeCompanion(run));
  const acfProbe = await guarded('acf', 'ACF', () => probeAcf(run));
  let forms: number | undefined;
  const formsProbe = await guarded('gravity-forms', 'Gravity Forms', async () => {
    const result = await probeGravityForms(run);
    forms = result.forms;
    return result.findings;
  });
  const requests = await guarded('operations', 'Site requests', async () => {
    const result = await checkOperations(run);
    return [result.summary, ...result.findings];
  });
  const [summary, ...perOperation] = requests;

  const causeFindings = (select: (key: string) => boolean) => run.causes.findings(select, run.totalOperations);
  const companionFindings = [...companion, ...causeFindings((key) => key === 'companion')];
  findings.push(
    ...(companionFindings.length
      ? companionFindings
      : [
          {
            id: 'companion',
            title: 'Companion plugin',
            status: 'ok' as const,
            message: `${run.knowledge.companion.plurals.map(({ field }) => field).join(', ')} and the menu locations PRIMARY and FOOTER answer`,
          },
        ]),
  );
  const acfFindings = [
    ...acfProbe,
    ...causeFindings((key) => key === 'acf' || key === 'theme-settings' || key.startsWith('acf-')),
  ];
  findings.push(
    ...(acfFindings.length
      ? acfFindings
      : [
          {
            id: 'acf',
            title: 'ACF',
            status: 'ok' as const,
            message: `WPGraphQL for ACF answers with the ${acf.groups.length} field groups the site reads (${list(
              acf.groups.map((group) => group.title),
              8,
            )})`,
          },
        ]),
  );
  const formsFindings = [...formsProbe, ...causeFindings((key) => key === 'gravity-forms')];
  findings.push(
    ...(formsFindings.length
      ? formsFindings
      : [
          {
            id: 'gravity-forms',
            title: 'Gravity Forms',
            status: 'ok' as const,
            message: `WPGraphQL for Gravity Forms answers with ${forms ?? 0} forms`,
          },
        ]),
  );
  if (summary) findings.push(summary);
  findings.push(...perOperation);

  findings.push(
    ...(await guarded(
      'menus',
      'Menus',
      one(() => checkMenus(run)),
    )),
  );
  findings.push(...(await guarded('addresses', 'Addresses', () => checkAddresses(run))));
  findings.push(...(await guarded('front-page', 'Front page', () => checkReading(run))));
  findings.push(
    ...(await guarded(
      'timezone',
      'Time zone',
      one(() => checkTimeZone(run)),
    )),
  );
  findings.push(
    ...(options.credentials
      ? await guarded('field-types', 'Field types', () => checkFieldTypes(run))
      : [
          {
            id: 'field-types',
            title: 'Field types',
            status: 'skipped' as const,
            message:
              "not compared: set WORDPRESS_DOCTOR_USER and WORDPRESS_DOCTOR_APP_PASSWORD (an administrator's Application Password) to compare them",
          },
        ]),
  );
  const pictures = options.pictures;
  if (pictures) {
    findings.push(
      ...(await guarded('picture-hosts', 'Pictures on other hosts', () =>
        checkPictureHosts(run, options.graphqlUrl, pictures.mediaOrigins, pictures.resolve),
      )),
    );
  }
  const preview = options.preview;
  if (preview) {
    findings.push(
      ...(await guarded('preview-user', 'Preview user', () => checkPreview(options.graphqlUrl, timeoutMs, preview))),
    );
  }
  findings.push(...webhook);
  return findings;
}

export const hasProblems = (findings: Finding[]) => findings.some((finding) => finding.status === 'problem');

/** One line for a log when something is broken (✗), with the count of warnings; nothing otherwise. */
export function summaryLine(findings: Finding[]): string | undefined {
  const problems = findings.filter((finding) => finding.status === 'problem');
  if (!problems.length) return undefined;
  const warnings = findings.filter((finding) => finding.status === 'warning').length;
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const also = warnings ? ` and ${count(warnings, 'warning')}` : '';
  return `WordPress doctor: ${count(problems.length, 'problem')}${also} (${problems[0]!.title}: ${problems[0]!.message}). Run \`npm run doctor\` for the fixes.`;
}

/**
 * The site's start-up check: runs in the background and logs one line if WordPress is misconfigured. Never
 * throws, and nothing waits for it, so a slow or unreachable WordPress delays nothing.
 */
export async function logStartupSummary(
  graphqlUrl: string,
  timeoutMs: number,
  preview?: DoctorOptions['preview'],
): Promise<void> {
  try {
    const line = summaryLine(await runDoctor({ graphqlUrl, timeoutMs, preview }));
    if (line) console.warn(line);
  } catch (error) {
    console.warn(`WordPress doctor did not finish: ${error instanceof Error ? error.message : String(error)}`);
  }
}
