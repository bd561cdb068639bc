import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { adverts, categories } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { makeAdvert, makeCatalog, type Catalog } from '../../../test/factories';
import { headersOf, startSmtpSink } from '../../../test/smtp-sink';
import { priceDropJobs } from './price-drops.jobs';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let catalog: Catalog;
let owner: TestUser;
let now = new Date();
const clock: Clock = { now: () => now };
const DAY_MS = 86_400_000;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url });
  catalog = await makeCatalog(t);
  owner = await createUser(t);
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The job as one server process runs it: each call is a process of its own. */
const runJob = () =>
  priceDropJobs({
    db: t.database.db,
    mailer: t.app.mailer,
    clock,
    site: { publicUrl: 'https://homes.example', storage: t.app.storage },
    secret: t.app.config.jwtSecret,
  })[0]!.run() as Promise<number>;

/** Waits until the outbox has handed every message to the SMTP server. */
async function delivered(to: string) {
  for (let i = 0; i < 400; i++) {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM mail_outbox WHERE status <> 'SENT'`,
    );
    if (row!.n === 0) return smtp.to(to);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the messages were not delivered');
}

/** A raw message with its quoted-printable parts decoded (UTF-8). */
const textOf = (raw: string) => {
  const bytes: number[] = [];
  const flat = raw.replace(/=\r\n/g, '');
  for (let i = 0; i < flat.length; i++) {
    const hex = flat[i] === '=' ? /^[0-9A-F]{2}/.exec(flat.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(flat[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
};

const setPrice = (id: number, price: string) =>
  t.database.db.update(adverts).set({ price }).where(eq(adverts.id, id));
const favourite = (advertId: number, fan: TestUser) =>
  call(t, { method: 'POST', url: '/api/favorites', payload: { advertId }, token: fan.token });

describe('price-drop e-mails (docs/product.md#price-watch)', () => {
  it('sends one e-mail a day listing the favourites that got cheaper, once across processes', async () => {
    const fan = await createUser(t);
    const cheaper = await makeAdvert(t, catalog, owner.id, {
      title: 'Lakeside cabin',
      price: '200000.00',
    });
    const dearer = await makeAdvert(t, catalog, owner.id, {
      title: 'Hill house',
      price: '100000.00',
    });
    await favourite(cheaper.id, fan);
    await favourite(dearer.id, fan);
    await setPrice(cheaper.id, '190000.00');
    await setPrice(dearer.id, '110000.00');

    const sent = await Promise.all([runJob(), runJob(), runJob()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    const mails = await delivered(fan.email);
    expect(mails).toHaveLength(1);
    const text = textOf(mails[0]!.raw);
    expect(text).toContain('Lakeside cabin');
    expect(text).toContain('Lakeside cabin: $200,000.00 → $190,000.00 (−5 %)');
    expect(text).toContain(`https://homes.example/property/${cheaper.slug}`);
    expect(text).not.toContain('Hill house');
    expect(text).toMatch(/Lakeside cabin: .*\r?\n {2}House \S+ · Sale \S+\r?\n/);

    // A further drop the same day waits for the next day; the same price is never told twice.
    await setPrice(cheaper.id, '180000.00');
    expect(await runJob()).toBe(0);
    now = new Date(now.getTime() + DAY_MS + 1000);
    expect(await runJob()).toBe(1);
    expect(textOf((await delivered(fan.email))[1]!.raw)).toMatch(/\$190,000\.00 .* \$180,000\.00/);
    now = new Date(now.getTime() + DAY_MS + 1000);
    expect(await runJob()).toBe(0);
  });

  it('names the category and type in the recipient’s language, English where none is kept', async () => {
    const fan = await createUser(t);
    await call(t, {
      method: 'PUT',
      url: '/api/user/auth/language',
      payload: { language: 'tr' },
      token: fan.token,
    });
    await t.database.db
      .update(categories)
      .set({ titleTr: 'Müstakil Ev' })
      .where(eq(categories.id, catalog.categoryIds[0]!));
    const home = await makeAdvert(t, catalog, owner.id, { title: 'Bağ evi', price: '300000.00' });
    await favourite(home.id, fan);
    await setPrice(home.id, '270000.00');
    now = new Date(now.getTime() + DAY_MS + 1000);
    expect(await runJob()).toBe(1);
    const text = textOf((await delivered(fan.email))[0]!.raw);
    // The type has no Turkish name: its English one is shown.
    expect(text).toMatch(/Bağ evi: .*\r?\n {2}Müstakil Ev · Sale \S+\r?\n/);
    await t.database.db
      .update(categories)
      .set({ titleTr: null })
      .where(eq(categories.id, catalog.categoryIds[0]!));
  });

  it('sends nothing to someone who switched it off on their profile', async () => {
    const fan = await createUser(t);
    const advert = await makeAdvert(t, catalog, owner.id, { price: '300000.00' });
    await favourite(advert.id, fan);
    const off = await call(t, {
      method: 'PUT',
      url: '/api/user/auth',
      token: fan.token,
      payload: {
        firstName: 'Ada',
        lastName: 'Lake',
        phone: '+905550001122',
        priceDropEmails: false,
      },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().priceDropEmails).toBe(false);
    const profile = await call(t, { method: 'GET', url: '/api/user/auth', token: fan.token });
    expect(profile.json()).toMatchObject({ firstName: 'Ada', priceDropEmails: false });
    await setPrice(advert.id, '250000.00');
    now = new Date(now.getTime() + DAY_MS + 1000);
    await runJob();
    expect(await delivered(fan.email)).toHaveLength(0);

    // The profile form without the switch leaves it as it is; a wrong type is refused.
    await call(t, {
      method: 'PUT',
      url: '/api/user/auth',
      token: fan.token,
      payload: { firstName: 'Ada', lastName: 'Lake', phone: '+905550001122' },
    });
    expect(
      (await call(t, { method: 'GET', url: '/api/user/auth', token: fan.token })).json()
        .priceDropEmails,
    ).toBe(false);
    const bad = await call(t, {
      method: 'PUT',
      url: '/api/user/auth',
      token: fan.token,
      payload: {
        firstName: 'Ada',
        lastName: 'Lake',
        phone: '+905550001122',
        priceDropEmails: 'no',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/priceDropEmails must be true or false/);
  });

  it('leaves out adverts no longer published', async () => {
    const fan = await createUser(t);
    const advert = await makeAdvert(t, catalog, owner.id, { price: '500000.00' });
    await favourite(advert.id, fan);
    await t.database.db
      .update(adverts)
      .set({ isActive: false, price: '400000.00' })
      .where(eq(adverts.id, advert.id));
    now = new Date(now.getTime() + DAY_MS + 1000);
    expect(await runJob()).toBe(0);
    expect(await delivered(fan.email)).toHaveLength(0);
  });

  it('has an unsubscribe link only a POST follows, which dies when they are switched on again', async () => {
    const fan = await createUser(t);
    const advert = await makeAdvert(t, catalog, owner.id, { price: '700000.00' });
    await favourite(advert.id, fan);
    await setPrice(advert.id, '650000.00');
    now = new Date(now.getTime() + DAY_MS + 1000);
    expect(await runJob()).toBe(1);
    const [mail] = await delivered(fan.email);
    const page = /https:\/\/homes\.example\/price-drops\/unsubscribe\/(\S+)/.exec(
      textOf(mail!.raw),
    );
    const oneClick = `/api/priceDrops/unsubscribe/${page![1]}`;
    expect(headersOf(mail!.raw)).toContain(`List-Unsubscribe: <https://homes.example${oneClick}>`);
    expect(headersOf(mail!.raw)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // A mail scanner opening the link turns nothing off.
    expect((await call(t, { method: 'GET', url: oneClick })).json()).toEqual({ on: true });
    expect(await switchOf(fan)).toBe(true);
    const flipped = oneClick.slice(0, -1) + (oneClick.endsWith('A') ? 'B' : 'A');
    const forged = await postOneClick(flipped);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/unsubscribe link is not valid/);
    expect(await switchOf(fan)).toBe(true);
    expect((await postOneClick(oneClick)).statusCode).toBe(200);
    expect(await switchOf(fan)).toBe(false);

    // Switched on again on the profile: the old e-mail's link no longer switches them off.
    const on = await call(t, {
      method: 'PUT',
      url: '/api/user/auth',
      token: fan.token,
      payload: {
        firstName: 'Ada',
        lastName: 'Lake',
        phone: '+905550001122',
        priceDropEmails: true,
      },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect((await postOneClick(oneClick)).statusCode).toBe(400);
    expect((await call(t, { method: 'GET', url: oneClick })).statusCode).toBe(400);
    expect(await switchOf(fan)).toBe(true);
  });
});

const switchOf = async (fan: TestUser) =>
  (await call(t, { method: 'GET', url: '/api/user/auth', token: fan.token })).json()
    .priceDropEmails as boolean;

/** The mail client's one-click unsubscribe (RFC 8058). */
const postOneClick = (url: string) =>
  call(t, {
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
