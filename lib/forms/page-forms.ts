/** The pages that carry a form, by URI, and the Gravity Forms id each one renders. */
export const FORM_BY_URI: Record<string, number> = {
  '/contact/': 1,
  '/hot-air/': 2,
};

/** The form the page at `uri` carries, if any. */
export function formIdForUri(uri: string): number | undefined {
  return Object.hasOwn(FORM_BY_URI, uri) ? FORM_BY_URI[uri] : undefined;
}
