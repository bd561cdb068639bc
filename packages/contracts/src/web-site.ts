import { z } from 'zod';
import { singleLineString } from './common';
import { currencySchema } from './property-types';
import { DEFAULT_CURRENCY } from './property-values';

/** Digits in groups, optionally starting with +: "+90 212 555 01 00" is how people write it. */
export const SITE_PHONE_PATTERN = /^\+?[0-9]+(?: [0-9]+)*$/;

/** Every field of the site's details is one line: they go into headers, footers and e-mails. */
const text = (max: number) =>
  singleLineString({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(max, `Max ${max} characters`);

const sitePhone = text(30)
  .regex(SITE_PHONE_PATTERN, 'Phone must be digits, optionally starting with +')
  .refine((v) => v.replace(/\D/g, '').length >= 6, 'Phone must have at least 6 digits');

const siteEmail = text(100).pipe(z.email({ error: 'Invalid email' }));

/** An http(s) address; empty means "none" (the link is then not shown). */
const optionalLink = singleLineString({ error: 'Required' })
  .trim()
  .max(300, 'Max 300 characters')
  .refine((v) => v === '' || isHttpUrl(v), 'Must be an http(s) address');

const requiredLink = text(300).refine(isHttpUrl, 'Must be an http(s) address');

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const coordinate = (name: string, limit: number) =>
  z
    .number({ error: `${name} must be a number` })
    .min(-limit, `${name} must be between -${limit} and ${limit}`)
    .max(limit, `${name} must be between -${limit} and ${limit}`);

export const officeSchema = z.strictObject({
  city: text(60),
  address: text(200),
  phone: sitePhone,
});
export type Office = z.infer<typeof officeSchema>;

/**
 * The site's public details: one rule for the dashboard form and for
 * PUT /web-site, and the shape GET /web-site answers with.
 */
export const webSiteSchema = z.strictObject({
  siteName: text(60),
  tagline: text(120),
  /** The tagline Turkish readers see (docs/product.md#the-sites-own-words). */
  taglineTr: text(120),
  contactEmail: siteEmail,
  phone: sitePhone,
  address: text(200),
  offices: z.array(officeSchema).length(3, 'Exactly three offices'),
  map: z.strictObject({
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
    zoom: z
      .number({ error: 'Zoom must be a number' })
      .int('Zoom must be a whole number')
      .min(1, 'Zoom must be between 1 and 19')
      .max(19, 'Zoom must be between 1 and 19'),
  }),
  social: z.strictObject({
    facebook: optionalLink,
    x: optionalLink,
    instagram: optionalLink,
    linkedin: optionalLink,
    youtube: optionalLink,
  }),
  appLinks: z.strictObject({ appStore: requiredLink, googlePlay: requiredLink }),
  /** New adverts' currency and the one prices are compared in by default. */
  defaultCurrency: currencySchema,
});
export type WebSite = z.infer<typeof webSiteSchema>;
export type WebSiteInput = z.input<typeof webSiteSchema>;

/** What the site shows before anyone edits it (the seeded row, and the web app's first paint). */
export const DEFAULT_WEB_SITE: WebSite = {
  siteName: 'Estate Market',
  tagline: 'Homes, offices and land for sale and rent.',
  taglineTr: 'Satılık ve kiralık evler, ofisler ve arsalar.',
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
  defaultCurrency: DEFAULT_CURRENCY,
};
