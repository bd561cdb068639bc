/** Demo countries, cities and districts: real places, spelled as locals spell them. */
export interface CountryData {
  name: string;
  /** Local prices relative to the catalog's ranges. */
  priceFactor: number;
  /**
   * `weight`: how many more adverts than a small city; `villas`: the districts where villas are
   * (a villa in central Manchester would look odd).
   */
  cities: Array<{ name: string; districts: string[]; weight?: number; villas?: string[] }>;
}

export const COUNTRIES: CountryData[] = [
  {
    name: 'Türkiye',
    priceFactor: 0.6,
    cities: [
      { name: 'İstanbul', weight: 4, districts: ['Beşiktaş', 'Kadıköy', 'Üsküdar', 'Şişli', 'Sarıyer'], villas: ['Sarıyer', 'Beşiktaş'] },
      { name: 'Ankara', districts: ['Çankaya', 'Keçiören', 'Yenimahalle', 'Etimesgut'] },
      { name: 'İzmir', weight: 2, districts: ['Karşıyaka', 'Bornova', 'Konak', 'Çeşme', 'Urla'], villas: ['Çeşme', 'Urla'] },
      { name: 'Antalya', weight: 2, districts: ['Muratpaşa', 'Konyaaltı', 'Kaş', 'Alanya'], villas: ['Konyaaltı', 'Kaş', 'Alanya'] },
      { name: 'Muğla', districts: ['Bodrum', 'Fethiye', 'Marmaris', 'Datça'], villas: ['Bodrum', 'Fethiye', 'Datça', 'Marmaris'] },
    ],
  },
  {
    name: 'United States',
    priceFactor: 1.35,
    cities: [
      { name: 'New York', weight: 2, districts: ['Manhattan', 'Brooklyn', 'Queens', 'The Bronx', 'Staten Island'] },
      { name: 'Los Angeles', districts: ['Hollywood', 'Venice', 'Silver Lake', 'Echo Park', 'Downtown'], villas: ['Hollywood', 'Venice', 'Silver Lake'] },
      { name: 'Chicago', districts: ['Lincoln Park', 'Wicker Park', 'Hyde Park', 'The Loop'] },
      { name: 'Miami', districts: ['Brickell', 'Wynwood', 'Little Havana', 'Coconut Grove'], villas: ['Coconut Grove'] },
      { name: 'San Francisco', districts: ['Mission District', 'SoMa', 'Nob Hill', 'Pacific Heights'], villas: ['Pacific Heights'] },
    ],
  },
  {
    name: 'United Kingdom',
    priceFactor: 1.3,
    cities: [
      { name: 'London', weight: 3, districts: ['Camden', 'Islington', 'Kensington', 'Hackney', 'Greenwich'], villas: ['Kensington'] },
      { name: 'Manchester', districts: ['Didsbury', 'Ancoats', 'Chorlton', 'Northern Quarter'] },
      { name: 'Edinburgh', districts: ['Leith', 'Stockbridge', 'Morningside', 'Old Town'], villas: ['Morningside'] },
      { name: 'Bristol', districts: ['Clifton', 'Bedminster', 'Redland', 'Harbourside'], villas: ['Clifton'] },
    ],
  },
  {
    name: 'Germany',
    priceFactor: 1.1,
    cities: [
      { name: 'Berlin', weight: 2, districts: ['Mitte', 'Kreuzberg', 'Prenzlauer Berg', 'Charlottenburg', 'Neukölln'] },
      { name: 'München', districts: ['Schwabing', 'Maxvorstadt', 'Haidhausen', 'Bogenhausen'], villas: ['Bogenhausen'] },
      { name: 'Hamburg', districts: ['Altona', 'Eimsbüttel', 'St. Pauli', 'Blankenese'], villas: ['Blankenese'] },
      { name: 'Köln', districts: ['Ehrenfeld', 'Lindenthal', 'Deutz', 'Nippes'] },
      { name: 'Düsseldorf', districts: ['Altstadt', 'Oberkassel', 'Pempelfort', 'Bilk'] },
    ],
  },
  {
    name: 'Italy',
    priceFactor: 0.95,
    cities: [
      { name: 'Roma', weight: 2, districts: ['Trastevere', 'Monti', 'Prati', 'Testaccio'] },
      { name: 'Milano', districts: ['Brera', 'Navigli', 'Porta Nuova', 'Isola'] },
      { name: 'Firenze', districts: ['Santa Croce', 'San Frediano', 'Campo di Marte', 'Novoli'], villas: ['Campo di Marte'] },
      { name: 'Napoli', districts: ['Chiaia', 'Vomero', 'Posillipo', 'Centro Storico'], villas: ['Posillipo'] },
    ],
  },
  {
    name: 'Spain',
    priceFactor: 0.9,
    cities: [
      { name: 'Madrid', weight: 2, districts: ['Salamanca', 'Chamberí', 'Malasaña', 'Retiro', 'Chamartín'], villas: ['Chamartín'] },
      { name: 'Barcelona', weight: 2, districts: ['Eixample', 'Gràcia', 'El Born', 'Sant Martí', 'Sarrià'], villas: ['Sarrià'] },
      { name: 'Valencia', districts: ['Ruzafa', 'El Carmen', 'Benimaclet', 'El Cabanyal'] },
      { name: 'Málaga', districts: ['Centro', 'El Palo', 'Pedregalejo', 'Teatinos'], villas: ['El Palo', 'Pedregalejo'] },
      { name: 'Sevilla', districts: ['Triana', 'Santa Cruz', 'Nervión', 'Los Remedios'] },
    ],
  },
];
