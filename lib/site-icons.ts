/**
 * The site icon as pages link it: PNG files drawn from public/icon.svg by `npm run icons` (scripts/icons.ts says
 * why not the SVG). 48 px is the browser tab's icon at up to 3× (16 CSS px); 180 px is the size iOS asks for a
 * home-screen icon.
 */
export const ICON_FILES = [
  { file: 'icon-48.png', size: 48, rel: 'icon' },
  // On the icon's own navy: iOS fills a home-screen icon's transparent corners with black.
  { file: 'apple-touch-icon.png', size: 180, rel: 'apple-touch-icon', background: '#0f2a44' },
] as const satisfies readonly { file: string; size: number; rel: string; background?: string }[];
