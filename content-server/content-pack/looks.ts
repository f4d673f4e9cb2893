import type { Look } from './art/portrait';

/** How each person is drawn in their portrait and avatar. */
export const looks: Record<string, Look> = {
  'maya-ortiz': { skin: '#c98f6b', hair: '#2b1a12', hairStyle: 'long', shirt: '#ff7a59', neckline: 'vneck', background: ['#ffd9c7', '#f7a98f'], earrings: '#f6c453' },
  'daniel-okafor': { skin: '#6b4226', hair: '#14100d', hairStyle: 'buzz', shirt: '#14213d', neckline: 'collar', background: ['#cfe8f7', '#7cc4f0'], beard: true },
  'priya-raman': { skin: '#a8704e', hair: '#1a1110', hairStyle: 'bun', shirt: '#5b4b8a', neckline: 'turtleneck', background: ['#f3e6ff', '#c6b4ea'], glasses: true, earrings: '#fbf7f0' },
  'colin-whitaker': { skin: '#f1c7a8', hair: '#b5803c', hairStyle: 'short', shirt: '#2a9d8f', neckline: 'crew', background: ['#dff5ef', '#9ed8c9'] },
  'hannah-lindqvist': { skin: '#f6d5bd', hair: '#e3c27a', hairStyle: 'bob', shirt: '#4f9d69', neckline: 'crew', background: ['#fff4d6', '#f6c453'], glasses: true },
  'marcus-bell': { skin: '#8a5a3c', hair: '#1c1410', hairStyle: 'bald', shirt: '#f6c453', neckline: 'crew', background: ['#e7e2ff', '#8f86d6'], beard: true, glasses: true },
  'sofia-marchetti': { skin: '#e2b08c', hair: '#5a3420', hairStyle: 'wavy', shirt: '#ef5b5b', neckline: 'collar', background: ['#e6f4fb', '#a9d6ee'], earrings: '#f6c453' },
  'jamal-reyes': { skin: '#7a4c30', hair: '#0f0c0a', hairStyle: 'curly', shirt: '#7cc4f0', neckline: 'crew', background: ['#fff0e6', '#ffbf9e'] },
  'grace-nakamura': { skin: '#f0cda8', hair: '#16120f', hairStyle: 'bob', shirt: '#fbf7f0', neckline: 'turtleneck', background: ['#d8f0e0', '#8fcca5'], glasses: true },
  'theo-brennan': { skin: '#eab898', hair: '#8a3b1e', hairStyle: 'short', shirt: '#5b4b8a', neckline: 'vneck', background: ['#fde8d8', '#f4b183'], beard: true },
  'aaliyah-jordan': { skin: '#5c3822', hair: '#120d0b', hairStyle: 'afro', shirt: '#f6c453', neckline: 'vneck', background: ['#d9ecff', '#8ab8ea'], earrings: '#ff7a59' },
  'evan-castillo': { skin: '#c48d64', hair: '#241611', hairStyle: 'short', shirt: '#14213d', neckline: 'crew', background: ['#ffe3c4', '#ffb38a'], glasses: true },
  'rosa-delgado': { skin: '#b9805a', hair: '#3b2216', hairStyle: 'long', shirt: '#2a9d8f', neckline: 'crew', background: ['#fbeaf0', '#e9a9c0'], earrings: '#fbf7f0' },
};
