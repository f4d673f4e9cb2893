/** The pages that carry a form, by URI, and the Gravity Forms id each one renders. */
export const FORM_BY_URI: Record<string, number> = {
  '/contact/': 1,
  '/hot-air/': 2,
};
