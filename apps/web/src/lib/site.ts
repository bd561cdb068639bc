/**
 * The default site details shown in the header, footer, About and Contact pages.
 * They match the server's seeded site settings. A later issue makes them editable from the
 * dashboard's Web Site page and reads them from the API; until then these are what visitors see.
 */
export interface Office {
  city: string;
  address: string;
  phone: string;
}

export interface SiteDetails {
  siteName: string;
  tagline: string;
  email: string;
  phone: string;
  address: string;
  offices: readonly Office[];
  /** Centre of the Contact page map. */
  map: { latitude: number; longitude: number };
  appStoreUrl: string;
  googlePlayUrl: string;
}

export const DEFAULT_SITE_DETAILS: SiteDetails = {
  siteName: 'Estate Market',
  tagline: 'Homes, offices and land for sale and rent.',
  email: 'hello@estatemarket.example',
  phone: '+90 212 555 01 00',
  address: 'Levazım Mah. Koru Sok. 2, 34340 Beşiktaş, İstanbul, Türkiye',
  offices: [
    {
      city: 'İstanbul',
      address: 'Levazım Mah. Koru Sok. 2, 34340 Beşiktaş',
      phone: '+90 212 555 01 00',
    },
    {
      city: 'London',
      address: '221 Upper Street, Islington, London N1 1RQ',
      phone: '+44 20 7946 0321',
    },
    {
      city: 'New York',
      address: '350 Fifth Avenue, Suite 4100, New York, NY 10118',
      phone: '+1 212 555 0147',
    },
  ],
  map: { latitude: 41.0422, longitude: 29.0083 },
  appStoreUrl: 'https://apps.apple.com/app/estate-market/id6450000000',
  googlePlayUrl: 'https://play.google.com/store/apps/details?id=example.estatemarket',
};
