/**
 * Colour sets for the pack's art. The brand tokens (ink, sky, dusk, paper, sunset, meadow) match the
 * hero colour tokens editors pick from, so pictures and heroes sit together.
 */
export const BRAND = {
  ink: '#14213d',
  sky: '#7cc4f0',
  dusk: '#5b4b8a',
  paper: '#fbf7f0',
  sunset: '#ff7a59',
  meadow: '#4f9d69',
  gold: '#f6c453',
  coral: '#ef5b5b',
  teal: '#2a9d8f',
  blush: '#f7c6b9',
} as const;

export interface SkyPalette {
  top: string;
  middle: string;
  horizon: string;
  sun: string;
  mountains: [string, string, string];
  cloud: string;
  cloudOpacity: number;
  water: string;
  stars: boolean;
}

export const SKIES = {
  dawn: {
    top: '#3d5a99',
    middle: '#c58fb8',
    horizon: '#ffc89a',
    sun: '#fff1c9',
    mountains: ['#8e7bb0', '#6a5d96', '#433d6e'],
    cloud: '#fff4ec',
    cloudOpacity: 0.85,
    water: '#7d87b8',
    stars: false,
  },
  noon: {
    top: '#2f86d6',
    middle: '#7cc4f0',
    horizon: '#d9f0fb',
    sun: '#fffbe6',
    mountains: ['#9cc7db', '#6f9fba', '#3f6f8c'],
    cloud: '#ffffff',
    cloudOpacity: 0.95,
    water: '#4f9fd1',
    stars: false,
  },
  sunset: {
    top: '#5b4b8a',
    middle: '#ff7a59',
    horizon: '#ffd27a',
    sun: '#fff0b8',
    mountains: ['#c0607a', '#8c4476', '#4a2d5c'],
    cloud: '#ffd9c7',
    cloudOpacity: 0.8,
    water: '#b25f7d',
    stars: false,
  },
  dusk: {
    top: '#101a36',
    middle: '#3b3f7a',
    horizon: '#c46f8a',
    sun: '#ffd9a8',
    mountains: ['#4b4478', '#2f2b56', '#1a1a38'],
    cloud: '#c9b7d9',
    cloudOpacity: 0.55,
    water: '#2c3466',
    stars: true,
  },
  night: {
    top: '#070d24',
    middle: '#14213d',
    horizon: '#33406e',
    sun: '#f4f1de',
    mountains: ['#26305a', '#1a2246', '#0f1530'],
    cloud: '#8d94b8',
    cloudOpacity: 0.35,
    water: '#1b2550',
    stars: true,
  },
  mist: {
    top: '#a9c6d9',
    middle: '#dbe7ee',
    horizon: '#fbf7f0',
    sun: '#ffffff',
    mountains: ['#c2d2dc', '#9fb6c6', '#7895a8'],
    cloud: '#ffffff',
    cloudOpacity: 0.9,
    water: '#b9cfdc',
    stars: false,
  },
  meadow: {
    top: '#4aa3d9',
    middle: '#a8daf0',
    horizon: '#f3f0d2',
    sun: '#fff8dc',
    mountains: ['#9ccf9f', '#6aae77', '#3e7f55'],
    cloud: '#ffffff',
    cloudOpacity: 0.95,
    water: '#5fb0c9',
    stars: false,
  },
} satisfies Record<string, SkyPalette>;

export type SkyName = keyof typeof SKIES;

/** Flat colour sets for abstract compositions: background pair, two accents, a dark and a light. */
export interface FlatPalette {
  bgA: string;
  bgB: string;
  accentA: string;
  accentB: string;
  dark: string;
  light: string;
  label: string;
}

export const FLATS = {
  coralNavy: {
    bgA: '#14213d',
    bgB: '#23355f',
    accentA: '#ff7a59',
    accentB: '#f6c453',
    dark: '#0b1428',
    light: '#fbf7f0',
    label: 'coral and gold on deep navy',
  },
  skyPaper: {
    bgA: '#e4f3fb',
    bgB: '#b8e0f5',
    accentA: '#2f86d6',
    accentB: '#ff7a59',
    dark: '#14213d',
    light: '#ffffff',
    label: 'sky blue and coral on pale blue',
  },
  duskGold: {
    bgA: '#3b2f63',
    bgB: '#5b4b8a',
    accentA: '#f6c453',
    accentB: '#f7c6b9',
    dark: '#1f1838',
    light: '#fbf7f0',
    label: 'gold and blush on violet dusk',
  },
  meadowCream: {
    bgA: '#f3efe2',
    bgB: '#e3ead2',
    accentA: '#4f9d69',
    accentB: '#2a9d8f',
    dark: '#1d3b2c',
    light: '#ffffff',
    label: 'meadow green and teal on cream',
  },
  sunsetInk: {
    bgA: '#ff9a6b',
    bgB: '#ef5b5b',
    accentA: '#14213d',
    accentB: '#fbf7f0',
    dark: '#5a1f2e',
    light: '#fff3e6',
    label: 'navy and cream on a sunset orange',
  },
  tealBlush: {
    bgA: '#0f4c5c',
    bgB: '#2a9d8f',
    accentA: '#f7c6b9',
    accentB: '#f6c453',
    dark: '#08303a',
    light: '#f2fbf9',
    label: 'blush and gold on deep teal',
  },
} satisfies Record<string, FlatPalette>;

export type FlatName = keyof typeof FLATS;
