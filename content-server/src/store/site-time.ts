/**
 * WordPress keeps `date` in the site's time zone and `dateGmt` in UTC. The demo agency is in Winter Park,
 * Florida, so pack dates are America/New_York wall-clock times.
 */
const SITE_TIME_ZONE = 'America/New_York';

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function wallClockMs(instant: number): number {
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;

/** `2026-03-14T09:30:00` (site time) → `2026-03-14T13:30:00` (UTC), in WordPress's format. */
export function siteTimeToGmt(local: string): string {
  const match = LOCAL.exec(local);
  if (!match) throw new Error(`"${local}" is not a date like 2026-03-14T09:30:00`);
  const asUtc = Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!, +match[4]!, +match[5]!, +match[6]!);
  // The zone offset at that moment; a second pass settles dates near a daylight-saving change.
  let guess = asUtc - (wallClockMs(asUtc) - asUtc);
  guess = asUtc - (wallClockMs(guess) - guess);
  return new Date(guess).toISOString().slice(0, 19);
}

/** Now, as a UTC date in WordPress's format. */
export function gmtNow(): string {
  return new Date().toISOString().slice(0, 19);
}

/**
 * One moment as WordPress stores it: the site's wall-clock time (`modified`) and UTC (`modified_gmt`), read
 * from the same clock tick so the pair never straddles a second.
 */
export function siteAndGmt(instant = Date.now()): { local: string; gmt: string } {
  return {
    local: new Date(wallClockMs(instant)).toISOString().slice(0, 19),
    gmt: new Date(instant).toISOString().slice(0, 19),
  };
}
