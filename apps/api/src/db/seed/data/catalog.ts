/** Demo advert types and categories (docs/product.md#demo-data), and the demo adverts' ranges. */
export const ADVERT_TYPES = ['Sale', 'Rent'] as const;
export type AdvertTypeName = (typeof ADVERT_TYPES)[number];

export type CategoryName = 'House' | 'Apartment' | 'Office' | 'Villa' | 'Land' | 'Shop';

export interface CategoryData {
  title: CategoryName;
  slug: string;
  /** A Bootstrap Icons name. */
  icon: string;
  keys: string[];
  /** Price ranges in dollars: sale price, and monthly rent. */
  price: Record<AdvertTypeName, [number, number]>;
  /** How often an advert of this category is for rent. */
  rentShare: number;
  /** Living or usable area range, m². */
  area: [number, number];
}

export const CATEGORIES: CategoryData[] = [
  {
    title: 'House',
    slug: 'houses',
    icon: 'house',
    keys: ['Bedrooms', 'Bathrooms', 'Area (m²)', 'Floors', 'Year built', 'Garden', 'Parking', 'Heating'],
    price: { Sale: [180_000, 1_400_000], Rent: [1_200, 6_500] },
    rentShare: 0.4,
    area: [95, 320],
  },
  {
    title: 'Apartment',
    slug: 'apartments',
    icon: 'building',
    keys: ['Bedrooms', 'Bathrooms', 'Area (m²)', 'Floor', 'Year built', 'Elevator', 'Balcony', 'Heating'],
    price: { Sale: [90_000, 950_000], Rent: [500, 4_500] },
    rentShare: 0.55,
    area: [45, 180],
  },
  {
    title: 'Office',
    slug: 'offices',
    icon: 'briefcase',
    keys: ['Area (m²)', 'Rooms', 'Floor', 'Year built', 'Parking', 'Elevator', 'Air conditioning'],
    price: { Sale: [150_000, 2_200_000], Rent: [900, 12_000] },
    rentShare: 0.6,
    area: [60, 650],
  },
  {
    title: 'Villa',
    slug: 'villas',
    icon: 'house-heart',
    keys: ['Bedrooms', 'Bathrooms', 'Area (m²)', 'Land area (m²)', 'Swimming pool', 'Garden', 'Parking', 'Year built'],
    price: { Sale: [650_000, 3_000_000], Rent: [3_500, 15_000] },
    rentShare: 0.35,
    area: [220, 650],
  },
  {
    title: 'Land',
    slug: 'lands',
    icon: 'tree',
    keys: ['Land area (m²)', 'Zoning', 'Road access', 'Electricity', 'Water', 'Slope'],
    price: { Sale: [50_000, 750_000], Rent: [500, 2_500] },
    rentShare: 0.15,
    area: [600, 25_000],
  },
  {
    title: 'Shop',
    slug: 'shops',
    icon: 'shop',
    keys: ['Area (m²)', 'Floor', 'Frontage (m)', 'Storage room', 'Year built', 'Parking'],
    price: { Sale: [120_000, 1_500_000], Rent: [700, 9_000] },
    rentShare: 0.55,
    area: [35, 260],
  },
];
