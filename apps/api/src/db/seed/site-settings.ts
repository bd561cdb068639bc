import type { Db } from '../client';
import { siteSettings } from '../schema';

/** The site's public details (decisions §9, Web Site page): the JSON kept in site_settings.data. */
export interface SiteSettingsData {
  siteName: string;
  contactEmail: string;
  phone: string;
  address: string;
  /** The three offices of the Contact page. */
  offices: Array<{ city: string; address: string; phone: string }>;
  /** Centre of the Contact page map. */
  map: { latitude: number; longitude: number; zoom: number };
  social: { facebook: string; x: string; instagram: string; linkedin: string; youtube: string };
  appLinks: { appStore: string; googlePlay: string };
}

export const SITE_SETTINGS_ID = 1;

export const DEFAULT_SITE_SETTINGS: SiteSettingsData = {
  siteName: 'Estate Market',
  contactEmail: 'hello@estatemarket.example',
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
  map: { latitude: 41.0422, longitude: 29.0083, zoom: 13 },
  social: {
    facebook: 'https://www.facebook.com/estatemarket',
    x: 'https://x.com/estatemarket',
    instagram: 'https://www.instagram.com/estatemarket',
    linkedin: 'https://www.linkedin.com/company/estatemarket',
    youtube: 'https://www.youtube.com/@estatemarket',
  },
  appLinks: {
    appStore: 'https://apps.apple.com/app/estate-market/id6450000000',
    googlePlay: 'https://play.google.com/store/apps/details?id=example.estatemarket',
  },
};

/** Row id 1 with the default details, once: staff edits are never overwritten. */
export async function seedSiteSettings(db: Db): Promise<number> {
  const rows = await db
    .insert(siteSettings)
    .values({ id: SITE_SETTINGS_ID, data: DEFAULT_SITE_SETTINGS })
    .onConflictDoNothing()
    .returning({ id: siteSettings.id });
  return rows.length;
}
