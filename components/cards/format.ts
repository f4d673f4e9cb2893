const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A WordPress date (site-local time, no zone) as visitors read it, e.g. `March 14, 2026`. Read from its
 * digits, never through the server's time zone, so the day never shifts.
 */
export function formatDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return '';
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${month} ${Number(match[3])}, ${match[1]}` : '';
}

/**
 * A `<time dateTime>` value: the UTC instant (`dateGmt`, e.g. `2026-03-14T13:30:00Z`) when there is one, so
 * machines read the true moment whatever WordPress's time zone; else the day as visitors read it.
 */
export function machineDate(dateGmt: string, date: string): string {
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(dateGmt)) return dateGmt;
  return /^\d{4}-\d{2}-\d{2}/.exec(date)?.[0] ?? '';
}
