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

/**
 * The demo list keys' choices in Turkish, by key name and English choice; migration 0053 gives
 * existing databases the same names (a test holds the two together).
 */
export const TURKISH_CHOICES: Record<string, Record<string, string>> = {
  Parking: {
    'Private garage': 'Özel garaj',
    Driveway: 'Garaj yolu',
    'Street parking': 'Sokakta park',
    Carport: 'Üstü kapalı park yeri',
    Underground: 'Kapalı otopark',
    'Public car park nearby': 'Yakında umumi otopark',
  },
  Heating: {
    'Natural gas combi boiler': 'Doğalgaz kombi',
    'Central heating': 'Merkezi ısıtma',
    'Underfloor heating': 'Yerden ısıtma',
    'Heat pump': 'Isı pompası',
    'District heating': 'Bölgesel ısıtma',
  },
  'Air conditioning': { Central: 'Merkezi', 'Split units': 'Split klima', 'VRF system': 'VRF sistemi' },
  'Swimming pool': {
    Private: 'Özel',
    'Private, heated': 'Özel, ısıtmalı',
    'Infinity pool': 'Sonsuzluk havuzu',
    Shared: 'Ortak',
  },
  Zoning: { Residential: 'Konut', Agricultural: 'Tarım', Tourism: 'Turizm', Commercial: 'Ticari' },
  'Road access': { 'Paved road': 'Asfalt yol', 'Gravel road': 'Stabilize yol' },
  Electricity: { Connected: 'Bağlı', 'At the boundary': 'Parsel sınırında', Nearby: 'Yakında' },
  Water: { Mains: 'Şebeke suyu', Well: 'Kuyu', Nearby: 'Yakında' },
  Slope: { Flat: 'Düz', Gentle: 'Hafif eğimli', Terraced: 'Teraslı' },
};

/** A demo key's choices in Turkish, one per choice; null when none of them has a name. */
export function turkishChoices(keyName: string, choices: string[]): Array<string | null> | null {
  const names = TURKISH_CHOICES[keyName];
  if (!names || choices.length === 0) return null;
  return choices.map((choice) => names[choice] ?? null);
}
