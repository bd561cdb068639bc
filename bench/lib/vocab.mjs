/**
 * Word lists and places of the benchmark data set. Real place names spelled as locals spell them
 * (Turkish and accented letters included) so that folding and search are exercised the way real
 * adverts exercise them. Cities are listed biggest market first: the generator gives them a
 * Zipf-like share of the adverts in this order.
 */

/** [country, price factor, [city, [districts...]][]] */
export const PLACES = [
  [
    'Türkiye',
    0.6,
    [
      [
        'İstanbul',
        [
          'Kadıköy',
          'Beşiktaş',
          'Üsküdar',
          'Şişli',
          'Sarıyer',
          'Ataşehir',
          'Bakırköy',
          'Beyoğlu',
          'Maltepe',
          'Kartal',
          'Pendik',
          'Esenyurt',
          'Başakşehir',
          'Beylikdüzü',
          'Çekmeköy',
          'Ümraniye',
        ],
      ],
      [
        'Ankara',
        [
          'Çankaya',
          'Keçiören',
          'Yenimahalle',
          'Etimesgut',
          'Gölbaşı',
          'Mamak',
          'Sincan',
          'Pursaklar',
        ],
      ],
      [
        'İzmir',
        [
          'Karşıyaka',
          'Bornova',
          'Konak',
          'Çeşme',
          'Urla',
          'Buca',
          'Bayraklı',
          'Gaziemir',
          'Seferihisar',
        ],
      ],
      ['Antalya', ['Muratpaşa', 'Konyaaltı', 'Kaş', 'Alanya', 'Kemer', 'Manavgat', 'Lara', 'Side']],
      ['Bursa', ['Nilüfer', 'Osmangazi', 'Yıldırım', 'Mudanya', 'Gemlik']],
      ['Muğla', ['Bodrum', 'Fethiye', 'Marmaris', 'Datça', 'Göcek', 'Dalyan']],
      ['Kocaeli', ['İzmit', 'Gebze', 'Başiskele', 'Kartepe']],
      ['Mersin', ['Yenişehir', 'Mezitli', 'Erdemli', 'Silifke']],
      ['Aydın', ['Kuşadası', 'Didim', 'Efeler', 'Söke']],
      ['Eskişehir', ['Tepebaşı', 'Odunpazarı']],
      ['Trabzon', ['Ortahisar', 'Akçaabat', 'Yomra']],
      ['Çanakkale', ['Merkez', 'Ayvacık', 'Gökçeada', 'Bozcaada']],
      ['Gaziantep', ['Şahinbey', 'Şehitkamil']],
      ['Konya', ['Selçuklu', 'Meram', 'Karatay']],
      ['Samsun', ['Atakum', 'İlkadım', 'Canik']],
      ['Balıkesir', ['Ayvalık', 'Edremit', 'Burhaniye', 'Karesi']],
    ],
  ],
  [
    'España',
    1.1,
    [
      [
        'Málaga',
        ['Marbella', 'Nerja', 'Torremolinos', 'Benalmádena', 'Fuengirola', 'Centro Histórico'],
      ],
      ['Barcelona', ['Gràcia', 'Eixample', 'Sant Martí', 'Les Corts', 'Sarrià', 'Poblenou']],
      ['Madrid', ['Chamberí', 'Salamanca', 'Retiro', 'Chamartín', 'Tetuán', 'Lavapiés']],
      ['Valencia', ['Ruzafa', 'El Cabanyal', 'Benimaclet', 'Ciutat Vella']],
      ['Alicante', ['Jávea', 'Dénia', 'Altea', 'Benidorm', 'Torrevieja']],
      ['Sevilla', ['Triana', 'Nervión', 'Santa Cruz', 'Los Remedios']],
      ['Palma', ['Santa Catalina', 'Portixol', 'Son Vida', 'Andratx']],
      ['Cádiz', ['Tarifa', 'Chiclana', 'Conil', 'Rota']],
    ],
  ],
  [
    'Portugal',
    0.95,
    [
      ['Lisboa', ['Belém', 'Alfama', 'Chiado', 'Príncipe Real', 'Parque das Nações', 'Alcântara']],
      ['Porto', ['Foz do Douro', 'Boavista', 'Cedofeita', 'Ribeira', 'Matosinhos']],
      ['Faro', ['Lagos', 'Albufeira', 'Tavira', 'Vilamoura', 'Portimão']],
      ['Madeira', ['Funchal', 'Câmara de Lobos', 'Calheta']],
      ['Coimbra', ['Baixa', 'Santa Clara', 'Olivais']],
    ],
  ],
  [
    'France',
    1.25,
    [
      [
        'Paris',
        ['Le Marais', 'Montmartre', 'Saint-Germain-des-Prés', 'Bastille', 'Belleville', 'Passy'],
      ],
      ['Nice', ['Vieux Nice', 'Cimiez', 'Mont Boron', 'Libération']],
      ['Lyon', ['Croix-Rousse', 'Presqu’île', 'Confluence', 'Vieux Lyon']],
      ['Marseille', ['Le Panier', 'Endoume', 'Vauban', 'La Joliette']],
      ['Bordeaux', ['Chartrons', 'Saint-Michel', 'Bastide', 'Caudéran']],
      ['Cannes', ['Le Suquet', 'La Croisette', 'Californie']],
      ['Annecy', ['Vieille Ville', 'Sévrier', 'Talloires']],
    ],
  ],
  [
    'Deutschland',
    1.2,
    [
      [
        'Berlin',
        [
          'Kreuzberg',
          'Prenzlauer Berg',
          'Charlottenburg',
          'Neukölln',
          'Friedrichshain',
          'Schöneberg',
          'Mitte',
        ],
      ],
      ['München', ['Schwabing', 'Maxvorstadt', 'Haidhausen', 'Sendling', 'Bogenhausen', 'Pasing']],
      ['Hamburg', ['Altona', 'Eimsbüttel', 'Blankenese', 'St. Pauli', 'Winterhude']],
      ['Köln', ['Ehrenfeld', 'Sülz', 'Lindenthal', 'Deutz', 'Nippes']],
      ['Frankfurt', ['Sachsenhausen', 'Bornheim', 'Nordend', 'Westend']],
      ['Düsseldorf', ['Oberkassel', 'Pempelfort', 'Flingern', 'Bilk']],
      ['Leipzig', ['Plagwitz', 'Gohlis', 'Südvorstadt', 'Connewitz']],
      ['Dresden', ['Neustadt', 'Blasewitz', 'Striesen']],
    ],
  ],
  [
    'Ελλάδα Greece',
    0.8,
    [
      ['Athína', ['Kolonaki', 'Plaka', 'Glyfada', 'Kifisia', 'Psychiko', 'Vouliagmeni']],
      ['Thessaloníki', ['Kalamaria', 'Ano Poli', 'Panorama', 'Thermi']],
      ['Kríti', ['Chania', 'Heraklion', 'Rethymno', 'Elounda', 'Agios Nikolaos']],
      ['Rhodes', ['Lindos', 'Faliraki', 'Ialyssos']],
      ['Kérkyra', ['Kassiopi', 'Paleokastritsa', 'Dassia']],
    ],
  ],
  [
    'United Kingdom',
    1.3,
    [
      [
        'London',
        [
          'Camden',
          'Islington',
          'Kensington',
          'Hackney',
          'Greenwich',
          'Clapham',
          'Brixton',
          'Chelsea',
          'Notting Hill',
        ],
      ],
      ['Manchester', ['Didsbury', 'Chorlton', 'Ancoats', 'Salford Quays', 'Northern Quarter']],
      ['Edinburgh', ['Leith', 'Stockbridge', 'Morningside', 'Old Town', 'Portobello']],
      ['Bristol', ['Clifton', 'Redland', 'Bedminster', 'Southville']],
      ['Brighton', ['Kemptown', 'Hove', 'North Laine']],
      ['Bath', ['Widcombe', 'Lansdown', 'Bathwick']],
    ],
  ],
];

/** [title, slug, icon, share of adverts, active, price factor, share of rent] */
/** Each country's IANA time zone (its tours are told in property time). */
export const PLACE_ZONES = {
  Türkiye: 'Europe/Istanbul',
  España: 'Europe/Madrid',
  Portugal: 'Europe/Lisbon',
  France: 'Europe/Paris',
  Deutschland: 'Europe/Berlin',
  'Ελλάδα Greece': 'Europe/Athens',
  'United Kingdom': 'Europe/London',
};

export const CATEGORIES = [
  ['Apartment', 'apartment', 'building', 0.44, true, 0.8, 0.45],
  ['House', 'house', 'house', 0.2, true, 1.3, 0.35],
  ['Villa', 'villa', 'house-heart', 0.08, true, 2.6, 0.25],
  ['Office', 'office', 'briefcase', 0.1, true, 1.1, 0.55],
  ['Land', 'land', 'tree', 0.09, true, 0.7, 0.05],
  ['Shop', 'shop', 'shop', 0.07, true, 1.0, 0.5],
  /** Switched off by staff: its adverts are never public. */
  ['Farm', 'farm-house', 'flower1', 0.02, false, 0.9, 0.2],
];

export const ADJECTIVES = [
  'Spacious',
  'Bright',
  'Modern',
  'Cozy',
  'Luxury',
  'Renovated',
  'Quiet',
  'Sunny',
  'Charming',
  'Elegant',
  'Stylish',
  'Affordable',
  'Family',
  'Newly built',
  'Historic',
  'Panoramic',
  'Peaceful',
  'Contemporary',
  'Traditional',
  'Furnished',
  'Lovely',
  'Exclusive',
  'Comfortable',
  'Airy',
  'Geräumige',
  'Luminoso',
  'Acolhedor',
  'Élégant',
  'Ferah',
  'Şık',
  'Geniş',
  'Yeni',
  'Bakımlı',
];

export const ROOMS = ['1+0', '1+1', '2+1', '2+1', '3+1', '3+1', '3+1', '4+1', '4+2', '5+2'];

/** Nouns by category index (same order as CATEGORIES): English, Turkish. */
export const NOUNS = [
  ['Apartment', 'Daire'],
  ['House', 'Müstakil Ev'],
  ['Villa', 'Villa'],
  ['Office', 'Ofis'],
  ['Plot', 'Arsa'],
  ['Shop', 'Dükkan'],
  ['Farmhouse', 'Çiftlik Evi'],
];

/** [English phrase, Turkish phrase, probability]: the features a description may list. */
export const FEATURES = [
  ['sea view', 'deniz manzaralı', 0.07],
  ['garden', 'bahçeli', 0.22],
  ['private pool', 'havuzlu', 0.06],
  ['parking', 'otoparklı', 0.3],
  ['balcony', 'balkonlu', 0.4],
  ['elevator', 'asansörlü', 0.28],
  ['fireplace', 'şömineli', 0.05],
  ['terrace', 'teraslı', 0.12],
  ['gym', 'spor salonu', 0.04],
  ['24/7 security', 'güvenlikli site', 0.1],
  ['furnished', 'eşyalı', 0.15],
  ['underfloor heating', 'yerden ısıtma', 0.06],
  ['walk-in closet', 'giyinme odası', 0.03],
  ['city view', 'şehir manzaralı', 0.06],
  ['near the metro', 'metroya yakın', 0.12],
  ['near schools', 'okullara yakın', 0.1],
];

export const LANDMARKS = [
  'the beach',
  'the old town',
  'the marina',
  'the central park',
  'the university',
  'the station',
  'the airport',
  'the harbour',
  'the river',
  'the shopping centre',
  'the hospital',
  'the forest',
  'Çarşı',
  'the castle',
  'the lake',
  'the ski lifts',
  'the vineyards',
  'the golf course',
];

export const OPENINGS = [
  'A {adj} {noun} of {area} m² in {district}, {city}.',
  'This {adj} {noun} in {district} offers {area} m² of living space.',
  '{district} {city}: {adj} {noun}, {area} m², ready to move in.',
  'Satılık ve kiralık seçenekleriyle {district} bölgesinde {area} m² {noun}.',
];

export const CLOSINGS = [
  'Viewing by appointment.',
  'Contact us for a tour this week.',
  'No agency fees.',
  'Title deed ready, mortgage possible.',
  'Tapusu hazır, krediye uygun.',
  'Hemen taşınmaya hazır.',
  'Price negotiable for quick sale.',
  'Pets allowed, long-term tenants welcome.',
  'Recently painted, new kitchen and bathroom.',
  'Quiet neighbours and plenty of natural light.',
];

/** Middle sentences: two of them make a description about as long as a real one. */
export const ABOUT = [
  'The living room opens onto a wide balcony with morning sun.',
  'Kitchen and bathrooms were renovated last year with quality materials.',
  'Public transport, markets, cafés and a pharmacy are within walking distance.',
  'The building has a caretaker, a bicycle room and a shared roof garden.',
  'Large windows, high ceilings and oak floors throughout.',
  'Ideal for a family or as an investment with strong rental demand.',
  'Doğalgaz kombili, ebeveyn banyolu, ankastre mutfaklı.',
  'Okula, hastaneye ve alışveriş merkezine yürüme mesafesinde.',
  'Cerca de la playa, con trastero y plaza de garaje incluida.',
  'Apartamento com vista desafogada e muita luz natural.',
  'Ruhige Lage, Einbauküche und Kellerabteil inklusive.',
  'Proche des commerces, des écoles et du tramway.',
  'South-facing rooms, double glazing and a separate utility room.',
  'The plot is flat, fenced and has road access, water and electricity.',
  'Suitable for a boutique shop, a café or a showroom with street frontage.',
  'Open-plan office floor with meeting rooms and fibre internet.',
];
