import { describe, expect, it } from 'vitest';
import { messageOf, messagesOf } from './test-support';
import { DEFAULT_WEB_SITE, webSiteSchema } from './web-site';

// The site's public details (docs/product.md#web-site).
const withField = (patch: Record<string, unknown>) => ({ ...DEFAULT_WEB_SITE, ...patch });

describe('web site details', () => {
  it('accept the details the site starts with', () => {
    expect(messagesOf(webSiteSchema, DEFAULT_WEB_SITE)).toEqual({});
  });
  it('require each text, within its length', () => {
    expect(messageOf(webSiteSchema, withField({ siteName: '' }), 'siteName')).toBe('Required');
    expect(messageOf(webSiteSchema, withField({ siteName: 's'.repeat(60) }), 'siteName')).toBe(
      undefined,
    );
    expect(messageOf(webSiteSchema, withField({ siteName: 's'.repeat(61) }), 'siteName')).toBe(
      'Max 60 characters',
    );
  });
  it('take a phone written in digit groups with at least 6 digits', () => {
    const phone = (value: string) => messageOf(webSiteSchema, withField({ phone: value }), 'phone');
    expect(phone('+90 212 555')).toBeUndefined();
    expect(phone('12 345')).toBe('Phone must have at least 6 digits');
    expect(phone('212-555-0100')).toBe('Phone must be digits, optionally starting with +');
  });
  it('take an e-mail address', () => {
    expect(messageOf(webSiteSchema, withField({ contactEmail: 'hello' }), 'contactEmail')).toBe(
      'Invalid email',
    );
  });
  it('take http(s) links, empty social links meaning none', () => {
    const social = (facebook: string) =>
      messageOf(
        webSiteSchema,
        withField({ social: { ...DEFAULT_WEB_SITE.social, facebook } }),
        'social.facebook',
      );
    expect(social('')).toBeUndefined();
    expect(social('ftp://example.com')).toBe('Must be an http(s) address');
    const appStore = (value: string) =>
      messageOf(
        webSiteSchema,
        withField({ appLinks: { ...DEFAULT_WEB_SITE.appLinks, appStore: value } }),
        'appLinks.appStore',
      );
    expect(appStore('')).toBe('Required');
  });
  it('have exactly three offices', () => {
    const offices = DEFAULT_WEB_SITE.offices.slice(0, 2);
    expect(messageOf(webSiteSchema, withField({ offices }), 'offices')).toBe(
      'Exactly three offices',
    );
  });
  it('place the map within the world, zoom 1 to 19', () => {
    const map = (patch: Record<string, number>) =>
      messagesOf(webSiteSchema, withField({ map: { ...DEFAULT_WEB_SITE.map, ...patch } }));
    expect(map({ latitude: 90, longitude: -180, zoom: 19 })).toEqual({});
    expect(map({ latitude: 90.1 })).toEqual({
      'map.latitude': 'Latitude must be between -90 and 90',
    });
    expect(map({ longitude: 180.1 })).toEqual({
      'map.longitude': 'Longitude must be between -180 and 180',
    });
    expect(map({ zoom: 0 })).toEqual({ 'map.zoom': 'Zoom must be between 1 and 19' });
  });
});
