/**
 * The site's design tokens as WordPress's editor offers them: wordpress/altitude-headless/design-tokens.json, the
 * one source both read (docs/blocks.md, "The design system in the editor"). app/globals.css and
 * components/templates/blocks.css draw each of them (lib/design-tokens.test.ts), the companion plugin gives them
 * to WordPress as its theme's data, and the editor's canvas styles are written from the site's stylesheets
 * (`npm run editor-styles`).
 */
import tokens from '@/wordpress/altitude-headless/design-tokens.json' with { type: 'json' };

interface Preset {
  slug: string;
  name: string;
}

export interface DesignTokens {
  settings: {
    color: {
      palette: (Preset & { color: string })[];
      gradients: (Preset & { gradient: string })[];
    };
    typography: {
      fontFamilies: (Preset & {
        fontFamily: string;
        fontFace: { fontFamily: string; fontWeight: string; src: string[]; unicodeRange?: string }[];
      })[];
      fontSizes: (Preset & { size: string })[];
    };
    spacing: { spacingSizes: (Preset & { size: string })[] };
    layout: { contentSize: string; wideSize: string };
    custom: { line: string; measure: string; step: Record<string, string> };
  };
}

export const designTokens: DesignTokens = tokens;
