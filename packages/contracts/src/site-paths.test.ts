import { describe, expect, it } from 'vitest';
import { propertiesPageQuery, propertiesQueryOf } from './saved-searches';
import { SITE_ROUTES, sitePaths, withQuery } from './site-paths';

describe('site paths', () => {
  it('encodes an odd slug with spaces, Turkish letters and URL characters', () => {
    expect(sitePaths.property('deniz manzaralı şık daire')).toBe(
      '/property/deniz%20manzaral%C4%B1%20%C5%9F%C4%B1k%20daire',
    );
    expect(sitePaths.property('a/b?c#d&e')).toBe('/property/a%2Fb%3Fc%23d%26e');
    expect(
      decodeURIComponent(sitePaths.property('İstanbul çarşı').slice('/property/'.length)),
    ).toBe('İstanbul çarşı');
  });

  it('encodes the codes and tokens of e-mailed links as one path segment', () => {
    expect(sitePaths.registerConfirm('ab/c')).toBe('/registerConfirm/ab%2Fc');
    expect(sitePaths.emailConfirm('x y')).toBe('/email-confirm/x%20y');
    expect(sitePaths.emailChangeCancel('c?d')).toBe('/email-change/cancel/c%3Fd');
    expect(sitePaths.emailChangeRevert('r#s')).toBe('/email-change/revert/r%23s');
    expect(sitePaths.savedSearchUnsubscribe('t.1/2')).toBe('/saved-searches/unsubscribe/t.1%2F2');
    expect(sitePaths.priceDropsUnsubscribe('p+q')).toBe('/price-drops/unsubscribe/p%2Bq');
  });

  it("writes an agency's public page from its slug", () => {
    expect(sitePaths.agency('moda-emlak')).toBe('/agency/moda-emlak');
    expect(`/${SITE_ROUTES.agency.replace(':slug', 'x')}`).toBe(sitePaths.agency('x'));
  });

  it('builds the properties list with its query values encoded, or bare without a query', () => {
    expect(sitePaths.properties()).toBe('/properties');
    expect(sitePaths.properties({ city: 'Kuşadası', q: 'sea & sun' })).toBe(
      '/properties?city=Ku%C5%9Fadas%C4%B1&q=sea+%26+sun',
    );
    const filters = { categoryid: '2', price_start: '10', 'filter[3]': '2..' };
    expect(sitePaths.properties(propertiesPageQuery(filters))).toBe(
      `/properties${propertiesQueryOf(filters)}`,
    );
  });

  it('writes the dashboard pages the e-mails link to', () => {
    expect(sitePaths.dashboard.tourRequests()).toBe('/dashboard/tour-requests');
    expect(sitePaths.dashboard.messageThread(42)).toBe('/dashboard/messages?thread=42');
    expect(sitePaths.dashboard.myAdverts()).toBe('/dashboard/my-adverts');
    expect(sitePaths.dashboard.myProfile()).toBe('/dashboard/my-profile');
    expect(sitePaths.dashboard.favorites()).toBe('/dashboard/favorites');
    expect(sitePaths.dashboard.advertEdit(7)).toBe('/dashboard/adverts?edit=7');
    expect(sitePaths.dashboard.reviewQueue()).toBe('/dashboard/adverts?status=0');
  });

  it('fills a pattern of the router with the same segments the builders write', () => {
    expect(`/${SITE_ROUTES.property.replace(':slug', 'x')}`).toBe(sitePaths.property('x'));
    expect(`/${SITE_ROUTES.dashboard.root}/${SITE_ROUTES.dashboard.messages}`).toBe(
      sitePaths.dashboard.messages(),
    );
    expect(
      sitePaths.propertiesSearch({ advertTypeId: '1', categoryId: 'any', searchText: 'a b' }),
    ).toBe('/properties/1/any/a%20b');
  });

  it('leaves a path alone when the query is empty', () => {
    expect(withQuery('/compare', {})).toBe('/compare');
    expect(withQuery('/p', { a: 1, b: 'x=y' })).toBe('/p?a=1&b=x%3Dy');
  });
});
