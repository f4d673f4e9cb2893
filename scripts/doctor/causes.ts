import { absorbedBy, type Cause } from './diagnose';
import type { Finding } from './types';

/**
 * Causes found so far, each with the site requests it breaks. A missing plugin shows up as dozens of errors
 * across most requests; the report names it once.
 */
export class Causes {
  private readonly byKey = new Map<string, Cause & { operations: string[] }>();

  add(cause: Cause, operation?: string): void {
    const known = this.byKey.get(cause.key);
    if (!known) {
      this.byKey.set(cause.key, { ...cause, missing: [...cause.missing], operations: operation ? [operation] : [] });
      return;
    }
    for (const missing of cause.missing) if (!known.missing.includes(missing)) known.missing.push(missing);
    if (operation && !known.operations.includes(operation)) known.operations.push(operation);
  }

  has(key: string): boolean {
    return this.byKey.has(key);
  }

  /** Findings for the causes whose key passes `select`, leaving out those a bigger cause explains. */
  findings(select: (key: string) => boolean, totalOperations: number): Finding[] {
    const keys = new Set(this.byKey.keys());
    return [...this.byKey.values()]
      .filter((cause) => select(cause.key) && !absorbedBy(cause, keys))
      .map((cause) => {
        const absorbed = [...this.byKey.values()].filter((other) => absorbedBy(other, keys) === cause.key);
        const operations = [...new Set([cause, ...absorbed].flatMap((each) => each.operations))];
        const affects = !operations.length
          ? ''
          : cause.status === 'problem'
            ? ` (${operations.length} of the site's ${totalOperations} requests fail on it: ${list(operations)})`
            : ` (the site's requests ${list(operations)} need it)`;
        return {
          id: cause.key,
          title: cause.title,
          status: cause.status,
          message: `${cause.describe(cause.missing)}${affects}`,
          fix: cause.fix,
        };
      });
  }
}

export function list(names: string[], shown = 6): string {
  return names.length > shown
    ? `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`
    : names.join(', ');
}
