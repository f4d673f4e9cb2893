/**
 * Theme CSS as safe `<style>` text: nothing in it can close the style element or open markup.
 * `<` never appears in valid CSS outside strings and comments, so it is escaped as a CSS escape.
 */
export function safeStyleText(css: string): string {
  return css.replace(/</g, '\\3c ');
}
