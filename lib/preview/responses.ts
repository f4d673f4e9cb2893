import 'server-only';

/** Every preview answer: for this browser only, never stored, never indexed, and the token never sent on. */
export const PREVIEW_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
} as const;

/** The cookie that lets one browser view one preview after opening its link (`session` token). */
export const SESSION_COOKIE = 'altitude_preview';
/** The preview pages' own address: `/_preview/<post id>/`. */
export const PREVIEW_PATH = '/_preview/';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A short, plain page that says why a preview cannot be shown and what to do. */
export function previewMessage(status: number, title: string, lines: string[]): Response {
  const body = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title></head>
<body>
<main>
<h1>${escape(title)}</h1>
${lines.map((line) => `<p>${escape(line)}</p>`).join('\n')}
</main>
</body>
</html>
`;
  return new Response(body, {
    status,
    headers: { ...PREVIEW_HEADERS, 'Content-Type': 'text/html; charset=utf-8' },
  });
}

/** What is missing for previews, by variable name (never a value); empty when they are set up. */
export function missingPreviewSettings(preview: { secret?: string; user?: string; appPassword?: string }): string[] {
  const missing: string[] = [];
  if (!preview.secret) missing.push('PREVIEW_SECRET (or REVALIDATE_SECRET)');
  if (!preview.user) missing.push('WORDPRESS_PREVIEW_USER');
  if (!preview.appPassword) missing.push('WORDPRESS_PREVIEW_APP_PASSWORD');
  return missing;
}

export function notSetUp(missing: string[]): Response {
  return previewMessage(503, 'Preview is not set up', [
    `This site cannot show drafts yet: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set.`,
    'The site’s operator sets them as described in docs/wordpress.md (8. Previews). Published pages are unaffected.',
  ]);
}
