/**
 * The Bootstrap Icons (the web app's bundled icon set) a category may show. The API accepts only
 * these names and the web app's icon picker offers exactly these, so both sides read this list.
 */
export const CATEGORY_ICONS = [
  'archive',
  'bank',
  'bicycle',
  'box-seam',
  'bricks',
  'briefcase',
  'building',
  'building-check',
  'buildings',
  'car-front',
  'cart3',
  'compass',
  'cup-hot',
  'door-open',
  'flower1',
  'gem',
  'geo-alt',
  'globe',
  'grid',
  'hammer',
  'hospital',
  'house',
  'house-check',
  'house-door',
  'house-gear',
  'house-heart',
  'houses',
  'key',
  'lamp',
  'lightning-charge',
  'map',
  'mortarboard',
  'pin-map',
  'safe',
  'shield-check',
  'shop',
  'shop-window',
  'signpost',
  'stars',
  'sun',
  'tag',
  'tools',
  'tree',
  'truck',
  'umbrella',
  'water',
] as const;

export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

const ICON_NAMES: ReadonlySet<string> = new Set(CATEGORY_ICONS);
export const isCategoryIcon = (name: string): name is CategoryIcon => ICON_NAMES.has(name);
