/**
 * The default site details shown in the header, footer, About and Contact pages.
 * A later issue makes them editable from the dashboard's Web Site page; until then these are
 * the values every visitor sees.
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
  siteName: 'Estate Marketplace',
  tagline: 'Homes, offices and land for sale and rent.',
  email: 'hello@estate-marketplace.example',
  phone: '+90 212 555 01 00',
  address: 'Büyükdere Cad. 120, Şişli, Istanbul, Türkiye',
  offices: [
    {
      city: 'Istanbul',
      address: 'Büyükdere Cad. 120, Şişli, Istanbul',
      phone: '+90 212 555 01 00',
    },
    { city: 'London', address: '25 Old Broad Street, London EC2N 1HN', phone: '+44 20 7946 0100' },
    { city: 'New York', address: '350 5th Avenue, New York, NY 10118', phone: '+1 212 555 0100' },
  ],
  map: { latitude: 41.0766, longitude: 29.0113 },
  appStoreUrl: 'https://www.apple.com/app-store/',
  googlePlayUrl: 'https://play.google.com/store/apps',
};
