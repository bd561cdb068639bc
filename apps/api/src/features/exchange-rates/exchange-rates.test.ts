import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adverts, exchangeRates } from '../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  lastMailTo,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { advertVersion, makeAdvert, makeCatalog, type Catalog } from '../../../test/factories';

let t: TestApp;
let catalog: Catalog;
let manager: TestUser;
let customer: TestUser;
let server: http.Server;
/** What the local rates server answers next (no network in tests). */
let served = '';

/** An ECB daily file: rates per 1 EUR. */
const ecbFile = (day: string, rows: string) => `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
	<gesmes:subject>Reference rates</gesmes:subject>
	<Cube>
		<Cube time='${day}'>
${rows}
		</Cube>
	</Cube>
</gesmes:Envelope>`;
const GOOD_ROWS = `			<Cube currency='USD' rate='1.0800'/>
			<Cube currency='JPY' rate='162.10'/>
			<Cube currency='GBP' rate='0.8400'/>
			<Cube currency='TRY' rate='37.500'/>`;

beforeAll(async () => {
  server = http.createServer((_req, res) => res.end(served));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({ EXCHANGE_RATES_URL: `http://127.0.0.1:${port}/eurofxref-daily.xml` });
  catalog = await makeCatalog(t);
  manager = await createUser(t, 'MANAGER');
  customer = await createUser(t);
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server.close(resolve));
});

const rates = async () => (await call(t, { method: 'GET', url: '/api/exchange-rates' })).json();
const rateOf = async (currency: string) =>
  (await rates()).rates.find((r: { currency: string }) => r.currency === currency);
const put = (currency: string, payload: object, token = manager.token) =>
  call(t, { method: 'PUT', url: `/api/exchange-rates/${currency}`, payload, token });
const importRates = (payload: object) =>
  call(t, { method: 'POST', url: '/api/exchange-rates/import', payload, token: manager.token });
const convert = () =>
  t.app.scheduledJobs.find((j) => j.name === 'convert prices at new rates')!.run();
const priceSite = async (id: number) =>
  (await t.database.db.select().from(adverts).where(eq(adverts.id, id)))[0]!.priceSite;

describe('the rates table', () => {
  it('ships dated demo rates against the site currency, read by anyone', async () => {
    const body = await rates();
    expect(body.siteCurrency).toBe('USD');
    expect(body.rates.map((r: { currency: string }) => r.currency)).toEqual([
      'EUR',
      'GBP',
      'TRY',
      'USD',
    ]);
    expect(body.rates.find((r: { currency: string }) => r.currency === 'USD').rate).toBe(1);
    expect(await rateOf('EUR')).toMatchObject({
      rate: 1.085,
      rateDate: '2026-12-01',
      source: 'demo',
    });
  });

  it('lets staff type a rate, flags one older than 7 days, and refuses the rest', async () => {
    const saved = await put('GBP', { rate: 1.3, rateDate: '2020-01-02' });
    expect(saved.statusCode).toBe(200);
    expect(await rateOf('GBP')).toMatchObject({ rate: 1.3, source: 'manual', stale: true });
    const today = new Date().toISOString().slice(0, 10);
    await put('GBP', { rate: 1.27, rateDate: today });
    expect(await rateOf('GBP')).toMatchObject({ rate: 1.27, stale: false });

    const refused = [
      await put('GBP', { rate: 0, rateDate: today }),
      await put('GBP', { rate: -1, rateDate: today }),
      await put('GBP', { rate: 1_000_001, rateDate: today }),
      await put('GBP', { rate: 1.2, rateDate: '2026-02-30' }),
      await put('GBP', { rate: 1.2, rateDate: '2999-01-01' }),
      await put('USD', { rate: 2, rateDate: today }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await put('JPY', { rate: 0.01, rateDate: today })).statusCode).toBe(400);
    expect((await put('GBP', { rate: 1.2, rateDate: today }, customer.token)).statusCode).toBe(403);
    expect(
      (await call(t, { method: 'PUT', url: '/api/exchange-rates/GBP', payload: { rate: 1 } }))
        .statusCode,
    ).toBe(401);
    expect(await rateOf('GBP')).toMatchObject({ rate: 1.27 });
  });
});

describe('prices compared across currencies', () => {
  it('finds a GBP advert by a EUR bound once converted, and follows a rate change', async () => {
    const owner = await createUser(t);
    const city = catalog.cityId;
    const gbp = await makeAdvert(t, catalog, owner.id, { price: '400000', currency: 'GBP' });
    const usd = await makeAdvert(t, catalog, owner.id, { price: '480000', currency: 'USD' });
    // 400,000 GBP × 1.27 = 508,000 USD; ≈ 468,203 EUR at 1.085.
    expect(await priceSite(gbp.id)).toBe('508000.00');
    const list = async (query: string) =>
      (await call(t, { method: 'GET', url: `/api/adverts?city=${city}&${query}` })).json();
    const inEur = await list('price_start=460000&price_end=470000&currency=EUR');
    expect(inEur.content.map((a: { id: number }) => a.id)).toEqual([gbp.id]);
    expect(inEur.totalElements).toBe(1);
    const sorted = await list('sort=price&type=DESC&currency=EUR&size=2');
    expect(sorted.content.map((a: { id: number }) => a.id)).toEqual([gbp.id, usd.id]);

    // GBP falls to 1.10: 440,000 USD, below the USD advert, after the background conversion.
    await put('GBP', { rate: 1.1, rateDate: new Date().toISOString().slice(0, 10) });
    await t.app.background.idle();
    await convert();
    expect(await priceSite(gbp.id)).toBe('440000.00');
    // Another page size: the answer above may be kept for the public cache age.
    const after = await list('sort=price&type=DESC&currency=EUR&size=3');
    expect(after.content.map((a: { id: number }) => a.id)).toEqual([usd.id, gbp.id]);
    const [row] = await t.database.db
      .select()
      .from(exchangeRates)
      .where(eq(exchangeRates.currency, 'GBP'));
    expect(row!.appliedRate).toBe(row!.rate);
  });
});

describe('saved-search alerts', () => {
  it('keep their currency and convert the same way', async () => {
    const member = await createUser(t);
    // 300,000 GBP × 1.10 (the rate the test above left) = 330,000 USD ≈ 305,556 EUR at 1.08.
    const saved = await call(t, {
      method: 'POST',
      url: '/api/savedSearches',
      token: member.token,
      payload: {
        name: 'Homes in euros',
        filters: { q: 'harbour', price_start: '300000', price_end: '310000', currency: 'EUR' },
        alert: 'INSTANT',
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const owner = await createUser(t);
    const fits = await makeAdvert(t, catalog, owner.id, {
      title: 'Harbour loft in pounds',
      price: '300000',
      currency: 'GBP',
      status: 0,
    });
    const dear = await makeAdvert(t, catalog, owner.id, {
      title: 'Harbour house in pounds',
      price: '400000',
      currency: 'GBP',
      status: 0,
    });
    const admin = await createUser(t, 'ADMIN');
    const versions = {
      [fits.id]: await advertVersion(t, fits.id),
      [dear.id]: await advertVersion(t, dear.id),
    };
    const approved = await call(t, {
      method: 'PUT',
      url: '/api/adverts/admin/status',
      token: admin.token,
      payload: { ids: [fits.id, dear.id], versions, status: 'ACTIVATED' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await t.app.scheduledJobs
      .find((j) => j.name === 'match saved searches and send instant alerts')!
      .run();
    const mail = await lastMailTo(t, member.email);
    expect(mail?.text ?? '').toContain('Harbour loft in pounds');
    expect(mail?.text ?? '').not.toContain('Harbour house in pounds');
  });
});

describe('imports in the ECB daily format', () => {
  it('imports a file through the euro, and the set address', async () => {
    const res = await importRates({ xml: ecbFile('2026-12-04', GOOD_ROWS) });
    expect(res.statusCode).toBe(200);
    // 1 GBP = 1.08 / 0.84 USD; 1 EUR = 1.08 USD.
    expect(await rateOf('GBP')).toMatchObject({
      rate: Number((1.08 / 0.84).toFixed(10)),
      rateDate: '2026-12-04',
      source: 'ecb-file',
    });
    expect((await rateOf('EUR')).rate).toBe(1.08);
    served = ecbFile('2026-12-05', GOOD_ROWS.replace("'0.8400'", "'0.8000'"));
    expect((await importRates({})).statusCode).toBe(200);
    expect(await rateOf('GBP')).toMatchObject({ rate: 1.35, source: 'ecb-url' });
    const job = t.app.scheduledJobs.find((j) => j.name === 'import exchange rates');
    expect(job).toBeDefined();
  });

  it('names a malformed line and keeps the old rates whole', async () => {
    const before = await rates();
    const broken = GOOD_ROWS.replace(
      "<Cube currency='GBP' rate='0.8400'/>",
      "<Cube currency='GBP' rate='abc'/>",
    );
    const res = await importRates({ xml: ecbFile('2026-12-06', broken) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Line 8 of the rates file is not a date or a currency with its rate',
    );
    const turkish = await call(t, {
      method: 'POST',
      url: '/api/exchange-rates/import',
      payload: { xml: ecbFile('2026-12-06', broken) },
      token: manager.token,
      headers: { 'accept-language': 'tr' },
    });
    expect(turkish.json().message).toBe(
      'Kur dosyasının 8. satırı bir tarih ya da kuruyla bir para birimi değil',
    );
    expect((await importRates({ xml: 'nothing here' })).statusCode).toBe(400);
    expect(await rates()).toEqual(before);
  });
});

describe('a new site currency', () => {
  it('re-bases the rates on it and converts the kept prices, comparisons unchanged', async () => {
    const owner = await createUser(t);
    const gbp = await makeAdvert(t, catalog, owner.id, { price: '100000', currency: 'GBP' });
    const before = await rates();
    const gbpInEur =
      before.rates.find((r: { currency: string }) => r.currency === 'GBP').rate /
      before.rates.find((r: { currency: string }) => r.currency === 'EUR').rate;
    const admin = await createUser(t, 'ADMIN');
    const site = (await call(t, { method: 'GET', url: '/api/web-site' })).json();
    const saved = await call(t, {
      method: 'PUT',
      url: '/api/web-site',
      token: admin.token,
      payload: { ...site, defaultCurrency: 'EUR' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await convert();
    const after = await rates();
    expect(after.siteCurrency).toBe('EUR');
    expect(await rateOf('EUR')).toMatchObject({ rate: 1 });
    expect((await rateOf('GBP')).rate).toBeCloseTo(gbpInEur, 8);
    expect(Number(await priceSite(gbp.id))).toBeCloseTo(100000 * gbpInEur, 1);
    const refused = await put('EUR', { rate: 2, rateDate: '2026-12-01' });
    expect(refused.json().message).toBe("The site currency's rate is always 1");
  });
});
