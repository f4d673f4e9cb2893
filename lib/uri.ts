/**
 * The content URI for the catch-all route's segments, with WordPress's trailing slash. Returns
 * `undefined` for segments no WordPress permalink can have (dot segments, control characters, slashes
 * smuggled in encoded form), so they end as a 404 rather than as a query.
 */
export function uriFromSegments(segments: string[] | undefined): string | undefined {
  if (!segments || segments.length === 0) return '/';
  const decoded: string[] = [];
  for (const segment of segments) {
    let value: string;
    try {
      value = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
    if (
      value === '' ||
      value === '.' ||
      value === '..' ||
      /[/\\\u0000-\u001f\u007f]/.test(value) ||
      value.length > 200
    ) {
      return undefined;
    }
    decoded.push(value);
  }
  return `/${decoded.join('/')}/`;
}
