/**
 * The demo catalog's Turkish names (docs/product.md#the-sites-own-words), by English name; staff
 * edit them in the back office afterwards.
 */
export const TURKISH_TYPE_NAMES: Record<string, string> = { Sale: 'Satılık', Rent: 'Kiralık' };

export const TURKISH_CATEGORY_NAMES: Record<string, string> = {
  House: 'Müstakil Ev',
  Apartment: 'Daire',
  Office: 'Ofis',
  Villa: 'Villa',
  Land: 'Arsa',
  Shop: 'Dükkan',
};

export const TURKISH_KEY_NAMES: Record<string, string> = {
  Bedrooms: 'Yatak odası',
  Bathrooms: 'Banyo',
  'Area (m²)': 'Alan (m²)',
  Floors: 'Kat sayısı',
  Floor: 'Bulunduğu kat',
  'Year built': 'Yapım yılı',
  Garden: 'Bahçe',
  Parking: 'Otopark',
  Heating: 'Isıtma',
  Elevator: 'Asansör',
  Balcony: 'Balkon',
  Rooms: 'Oda sayısı',
  'Air conditioning': 'Klima',
  'Land area (m²)': 'Arsa alanı (m²)',
  'Swimming pool': 'Yüzme havuzu',
  Zoning: 'İmar durumu',
  'Road access': 'Yol erişimi',
  Electricity: 'Elektrik',
  Water: 'Su',
  Slope: 'Eğim',
  'Frontage (m)': 'Cephe (m)',
  'Storage room': 'Depo',
};

/** Units in Turkish; m² and m read the same. */
export const TURKISH_UNITS: Record<string, string> = { rooms: 'oda', floors: 'kat', year: 'yıl' };
