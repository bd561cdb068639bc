/** Demo countries, cities and districts: real places, spelled as locals spell them. */

/** A place's approximate centre in WGS 84 degrees (about 0.01°, a kilometre, is close enough). */
export type LatLon = readonly [latitude: number, longitude: number];

export interface CountryData {
  name: string;
  /** Its IANA time zone; a city of a country with several carries its own `timeZone`. */
  timeZone: string;
  /** Local prices relative to the catalog's ranges. */
  priceFactor: number;
  /** The currency its demo adverts are priced in (docs/product.md#prices). */
  currency: 'USD' | 'EUR' | 'GBP' | 'TRY';
  /**
   * `at`: the city's centre; `districts`: each district's centre, by name; `weight`: how many more
   * adverts than a small city; `villas`: the districts where villas are (a villa in central
   * Manchester would look odd).
   */
  cities: Array<{
    name: string;
    at: LatLon;
    districts: Record<string, LatLon>;
    weight?: number;
    villas?: string[];
    timeZone?: string;
  }>;
}

export const COUNTRIES: CountryData[] = [
  {
    name: 'Türkiye',
    currency: 'TRY',
    timeZone: 'Europe/Istanbul',
    priceFactor: 0.6,
    cities: [
      {
        name: 'İstanbul', at: [41.0082, 28.9784], weight: 4, villas: ['Sarıyer', 'Beşiktaş'],
        districts: { Beşiktaş: [41.043, 29.007], Kadıköy: [40.9903, 29.029], Üsküdar: [41.023, 29.015], Şişli: [41.06, 28.987], Sarıyer: [41.1686, 29.0572] },
      },
      {
        name: 'Ankara', at: [39.9334, 32.8597],
        districts: { Çankaya: [39.91, 32.86], Keçiören: [39.98, 32.865], Yenimahalle: [39.969, 32.807], Etimesgut: [39.948, 32.67] },
      },
      {
        name: 'İzmir', at: [38.4237, 27.1428], weight: 2, villas: ['Çeşme', 'Urla'],
        districts: { Karşıyaka: [38.456, 27.115], Bornova: [38.466, 27.22], Konak: [38.418, 27.129], Çeşme: [38.324, 26.303], Urla: [38.323, 26.765] },
      },
      {
        name: 'Antalya', at: [36.8969, 30.7133], weight: 2, villas: ['Konyaaltı', 'Kaş', 'Alanya'],
        districts: { Muratpaşa: [36.887, 30.72], Konyaaltı: [36.868, 30.64], Kaş: [36.202, 29.64], Alanya: [36.544, 31.999] },
      },
      {
        name: 'Muğla', at: [37.2153, 28.3636], villas: ['Bodrum', 'Fethiye', 'Datça', 'Marmaris'],
        districts: { Bodrum: [37.034, 27.43], Fethiye: [36.621, 29.116], Marmaris: [36.855, 28.274], Datça: [36.728, 27.687] },
      },
    ],
  },
  {
    name: 'United States',
    currency: 'USD',
    timeZone: 'America/New_York',
    priceFactor: 1.35,
    cities: [
      {
        name: 'New York', at: [40.7128, -74.006], weight: 2,
        districts: { Manhattan: [40.7831, -73.9712], Brooklyn: [40.6782, -73.9442], Queens: [40.7282, -73.7949], 'The Bronx': [40.8448, -73.8648], 'Staten Island': [40.5795, -74.1502] },
      },
      {
        name: 'Los Angeles', timeZone: 'America/Los_Angeles', at: [34.0522, -118.2437], villas: ['Hollywood', 'Venice', 'Silver Lake'],
        districts: { Hollywood: [34.0928, -118.3287], Venice: [33.985, -118.4695], 'Silver Lake': [34.0869, -118.2702], 'Echo Park': [34.0782, -118.2606], Downtown: [34.0407, -118.2468] },
      },
      {
        name: 'Chicago', timeZone: 'America/Chicago', at: [41.8781, -87.6298],
        districts: { 'Lincoln Park': [41.9214, -87.6513], 'Wicker Park': [41.9088, -87.6796], 'Hyde Park': [41.7943, -87.5907], 'The Loop': [41.8837, -87.6289] },
      },
      {
        name: 'Miami', at: [25.7617, -80.1918], villas: ['Coconut Grove'],
        districts: { Brickell: [25.7582, -80.1936], Wynwood: [25.801, -80.199], 'Little Havana': [25.7734, -80.2216], 'Coconut Grove': [25.727, -80.242] },
      },
      {
        name: 'San Francisco', timeZone: 'America/Los_Angeles', at: [37.7749, -122.4194], villas: ['Pacific Heights'],
        districts: { 'Mission District': [37.7599, -122.4148], SoMa: [37.7785, -122.4056], 'Nob Hill': [37.793, -122.4161], 'Pacific Heights': [37.7925, -122.4382] },
      },
    ],
  },
  {
    name: 'United Kingdom',
    currency: 'GBP',
    timeZone: 'Europe/London',
    priceFactor: 1.3,
    cities: [
      {
        name: 'London', at: [51.5074, -0.1278], weight: 3, villas: ['Kensington'],
        districts: { Camden: [51.539, -0.1426], Islington: [51.538, -0.103], Kensington: [51.499, -0.193], Hackney: [51.545, -0.0553], Greenwich: [51.4826, -0.0077] },
      },
      {
        name: 'Manchester', at: [53.4808, -2.2426],
        districts: { Didsbury: [53.417, -2.231], Ancoats: [53.484, -2.225], Chorlton: [53.442, -2.277], 'Northern Quarter': [53.484, -2.236] },
      },
      {
        name: 'Edinburgh', at: [55.9533, -3.1883], villas: ['Morningside'],
        districts: { Leith: [55.975, -3.17], Stockbridge: [55.958, -3.209], Morningside: [55.928, -3.21], 'Old Town': [55.949, -3.19] },
      },
      {
        name: 'Bristol', at: [51.4545, -2.5879], villas: ['Clifton'],
        districts: { Clifton: [51.456, -2.62], Bedminster: [51.4405, -2.601], Redland: [51.4703, -2.6066], Harbourside: [51.4505, -2.5995] },
      },
    ],
  },
  {
    name: 'Germany',
    currency: 'EUR',
    timeZone: 'Europe/Berlin',
    priceFactor: 1.1,
    cities: [
      {
        name: 'Berlin', at: [52.52, 13.405], weight: 2,
        districts: { Mitte: [52.5175, 13.3889], Kreuzberg: [52.499, 13.403], 'Prenzlauer Berg': [52.539, 13.424], Charlottenburg: [52.5167, 13.3041], Neukölln: [52.481, 13.435] },
      },
      {
        name: 'München', at: [48.1351, 11.582], villas: ['Bogenhausen'],
        districts: { Schwabing: [48.162, 11.586], Maxvorstadt: [48.15, 11.567], Haidhausen: [48.1297, 11.5981], Bogenhausen: [48.1538, 11.6158] },
      },
      {
        name: 'Hamburg', at: [53.5511, 9.9937], villas: ['Blankenese'],
        districts: { Altona: [53.5503, 9.9355], Eimsbüttel: [53.5736, 9.956], 'St. Pauli': [53.5563, 9.9636], Blankenese: [53.56, 9.805] },
      },
      {
        name: 'Köln', at: [50.9375, 6.9603],
        districts: { Ehrenfeld: [50.9505, 6.9175], Lindenthal: [50.933, 6.91], Deutz: [50.9375, 6.9778], Nippes: [50.9648, 6.9555] },
      },
      {
        name: 'Düsseldorf', at: [51.2277, 6.7735],
        districts: { Altstadt: [51.2257, 6.7727], Oberkassel: [51.23, 6.754], Pempelfort: [51.2375, 6.786], Bilk: [51.2071, 6.7811] },
      },
    ],
  },
  {
    name: 'Italy',
    currency: 'EUR',
    timeZone: 'Europe/Rome',
    priceFactor: 0.95,
    cities: [
      {
        name: 'Roma', at: [41.9028, 12.4964], weight: 2,
        districts: { Trastevere: [41.889, 12.47], Monti: [41.8944, 12.4936], Prati: [41.9067, 12.4636], Testaccio: [41.8766, 12.476] },
      },
      {
        name: 'Milano', at: [45.4642, 9.19],
        districts: { Brera: [45.4719, 9.1878], Navigli: [45.4515, 9.176], 'Porta Nuova': [45.484, 9.19], Isola: [45.4878, 9.1882] },
      },
      {
        name: 'Firenze', at: [43.7696, 11.2558], villas: ['Campo di Marte'],
        districts: { 'Santa Croce': [43.7685, 11.2622], 'San Frediano': [43.77, 11.2425], 'Campo di Marte': [43.7775, 11.281], Novoli: [43.7961, 11.2228] },
      },
      {
        name: 'Napoli', at: [40.8518, 14.2681], villas: ['Posillipo'],
        districts: { Chiaia: [40.8355, 14.2385], Vomero: [40.846, 14.231], Posillipo: [40.814, 14.205], 'Centro Storico': [40.85, 14.258] },
      },
    ],
  },
  {
    name: 'Spain',
    currency: 'EUR',
    timeZone: 'Europe/Madrid',
    priceFactor: 0.9,
    cities: [
      {
        name: 'Madrid', at: [40.4168, -3.7038], weight: 2, villas: ['Chamartín'],
        districts: { Salamanca: [40.4294, -3.6775], Chamberí: [40.434, -3.703], Malasaña: [40.4256, -3.705], Retiro: [40.412, -3.676], Chamartín: [40.4594, -3.6777] },
      },
      {
        name: 'Barcelona', at: [41.3851, 2.1734], weight: 2, villas: ['Sarrià'],
        districts: { Eixample: [41.3888, 2.1617], Gràcia: [41.4036, 2.1568], 'El Born': [41.3852, 2.1822], 'Sant Martí': [41.408, 2.199], Sarrià: [41.399, 2.1217] },
      },
      {
        name: 'Valencia', at: [39.4699, -0.3763],
        districts: { Ruzafa: [39.462, -0.373], 'El Carmen': [39.479, -0.38], Benimaclet: [39.486, -0.359], 'El Cabanyal': [39.465, -0.33] },
      },
      {
        name: 'Málaga', at: [36.7213, -4.4214], villas: ['El Palo', 'Pedregalejo'],
        districts: { Centro: [36.721, -4.42], 'El Palo': [36.72, -4.362], Pedregalejo: [36.721, -4.386], Teatinos: [36.726, -4.471] },
      },
      {
        name: 'Sevilla', at: [37.3891, -5.9845],
        districts: { Triana: [37.385, -6.005], 'Santa Cruz': [37.386, -5.989], Nervión: [37.384, -5.972], 'Los Remedios': [37.374, -6.002] },
      },
    ],
  },
];
