import type { Finding, Status } from './types';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const MARKS: Record<Status, string> = { ok: '✓', warning: '!', problem: '✗', skipped: '·' };

/** One line per finding, each problem or warning followed by its fix. */
export function formatReport(graphqlUrl: string, findings: Finding[]): string {
  const lines = [`WordPress doctor: ${graphqlUrl}`, ''];
  for (const finding of findings) {
    lines.push(`${MARKS[finding.status]} ${finding.title}: ${finding.message}`);
    if (finding.fix && finding.status !== 'ok') lines.push(`  Fix: ${finding.fix}`);
    for (const detail of finding.details ?? []) lines.push(`  ${detail}`);
  }
  const count = (status: Status) => findings.filter((finding) => finding.status === status).length;
  lines.push(
    '',
    `${plural(count('problem'), 'problem')}, ${plural(count('warning'), 'warning')}, ${count('ok')} fine${count('skipped') ? `, ${count('skipped')} not checked` : ''}.`,
  );
  return lines.join('\n');
}

export function formatJson(graphqlUrl: string, findings: Finding[]): string {
  return JSON.stringify(
    { graphqlUrl, ok: !findings.some((finding) => finding.status === 'problem'), findings },
    null,
    2,
  );
}
