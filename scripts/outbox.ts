/**
 * `npm run outbox`: what the form outbox holds — pending (waiting for WordPress), delivered, and the
 * entries WordPress refused, which are kept for a person to look at.
 *
 *   npm run outbox                      counts, then every pending, rejected and failed entry
 *   npm run outbox -- list [status]     the latest 50 entries, optionally of one status
 *   npm run outbox -- retry KEY…        put refused entries back in the queue (or --all-refused)
 */
import nextEnv from '@next/env';
import { openOutbox, type OutboxEntry, type OutboxStatus } from '../lib/forms/outbox';
import { parseFormSettings } from '../lib/forms/settings';

const STATUSES: OutboxStatus[] = ['pending', 'delivered', 'rejected', 'failed'];

function describe(entry: OutboxEntry): string {
  const when = (time: number | null) => (time ? new Date(time).toISOString() : '-');
  const lines = [
    `${entry.status.padEnd(9)} ${entry.key}  form ${entry.formId}  attempts ${entry.attempts}  created ${when(entry.createdAt)}`,
  ];
  if (entry.status === 'pending') lines.push(`          next attempt ${when(entry.nextAttemptAt)}`);
  if (entry.status === 'delivered') lines.push(`          delivered ${when(entry.deliveredAt)}`);
  if (entry.lastError && entry.status !== 'delivered') lines.push(`          last error: ${entry.lastError}`);
  for (const error of entry.fieldErrors ?? []) lines.push(`          field ${error.id}: ${error.message}`);
  return lines.join('\n');
}

function main() {
  nextEnv.loadEnvConfig(process.cwd());
  const [command = 'status', ...rest] = process.argv.slice(2);
  const settings = parseFormSettings();
  const outbox = openOutbox(settings.outboxDb);
  console.log(`Outbox ${settings.outboxDb}`);

  if (command === 'status') {
    const counts = outbox.counts();
    console.log(STATUSES.map((status) => `${status}: ${counts[status]}`).join('   '));
    for (const status of ['pending', 'rejected', 'failed'] as const) {
      for (const entry of outbox.list(status, 1000)) console.log(describe(entry));
    }
  } else if (command === 'list') {
    const status = rest[0] as OutboxStatus | undefined;
    if (status && !STATUSES.includes(status))
      throw new Error(`Unknown status ${status}; one of ${STATUSES.join(', ')}`);
    for (const entry of outbox.list(status)) console.log(describe(entry));
  } else if (command === 'retry') {
    const keys = rest.includes('--all-refused') ? 'all-refused' : rest;
    if (keys !== 'all-refused' && !keys.length) throw new Error('Name the keys to retry, or pass --all-refused');
    console.log(`Queued again: ${outbox.requeue(keys, Date.now())}`);
  } else {
    throw new Error(`Unknown command ${command}; use status, list or retry`);
  }
  outbox.close();
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
