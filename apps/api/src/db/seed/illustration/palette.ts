import type { Random } from '../random';

/** Colour sets for the generated property pictures: soft, sunny, estate-agent brochure tones. */
export interface Sky {
  top: string;
  bottom: string;
  sun: string;
  glow: string;
  hills: [string, string];
  /** Glass tint: warm at golden hour, blue at midday. */
  glass: [string, string];
}

export const SKIES: Sky[] = [
  {
    top: '#3f8fd8',
    bottom: '#cfe9f8',
    sun: '#fffbe6',
    glow: '#fff3c4',
    hills: ['#a9cfa4', '#86b98a'],
    glass: ['#d6eefa', '#7fb3d9'],
  },
  {
    top: '#5a6fb8',
    bottom: '#f8c9a0',
    sun: '#ffe6b0',
    glow: '#ffb677',
    hills: ['#b3a7b8', '#8f8aa6'],
    glass: ['#ffe2b0', '#d49a6a'],
  },
  {
    top: '#6cb4ee',
    bottom: '#f1f8fc',
    sun: '#ffffff',
    glow: '#fff9d9',
    hills: ['#b7d8b0', '#93c291'],
    glass: ['#e4f4fc', '#8cc0e0'],
  },
  {
    top: '#e98aa4',
    bottom: '#fcdca8',
    sun: '#fff0c8',
    glow: '#ffc48a',
    hills: ['#c49aa8', '#a7859f'],
    glass: ['#ffe0c0', '#e0a080'],
  },
  {
    top: '#7aa6cc',
    bottom: '#e6eef4',
    sun: '#fdfdf6',
    glow: '#eef2f4',
    hills: ['#a8bfb0', '#8aa896'],
    glass: ['#e2edf4', '#98b6cc'],
  },
  {
    top: '#2f7fc4',
    bottom: '#bfe2f2',
    sun: '#fffde8',
    glow: '#fff6c9',
    hills: ['#9fcf9a', '#78b27c'],
    glass: ['#cfeaf8', '#6aa6d0'],
  },
];

export const GRASS: Array<[string, string]> = [
  ['#8cc665', '#5c9a45'],
  ['#a3c76a', '#6e9a3f'],
  ['#7dbb78', '#4f8c52'],
  ['#b5c978', '#7f9a4a'],
];

export const WALLS = [
  '#f4e4c8',
  '#ead0ae',
  '#dd8f6c',
  '#f6f3ec',
  '#bfd5e4',
  '#cfdcbc',
  '#ecc3b8',
  '#e2cda8',
  '#f0d98c',
];
export const ROOFS = ['#9a4031', '#5e443a', '#3f4e60', '#b05a35', '#6f3d2c', '#4d5e4c', '#7b2f36'];
export const DOORS = ['#5b3a29', '#2f4f6f', '#8b2f2f', '#2f5d50', '#c58b2b', '#3a3a48'];
export const ACCENTS = [
  '#d94f4f',
  '#2f7dbf',
  '#2f9e6e',
  '#e0a030',
  '#7a4fbf',
  '#e07040',
  '#1f6f8b',
];
export const LEAVES: Array<[string, string, string]> = [
  ['#3f7d3a', '#5a9e4b', '#7dbb5f'],
  ['#2f6e4a', '#46905f', '#6db27e'],
  ['#5b7f2e', '#7aa03c', '#9cc25a'],
];

export const pickSky = (r: Random) => r.pick(SKIES);

/** Darker or lighter version of a #rrggbb colour (amount −1…1). */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff;
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.max(0, Math.min(255, v)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}
