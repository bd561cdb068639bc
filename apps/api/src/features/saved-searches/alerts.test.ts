import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { images, savedSearches } from '../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { advertVersion, makeAdvert, makeCatalog, type Catalog } from '../../../test/factories';
import { headersOf, startSmtpSink, textOf } from '../../../test/smtp-sink';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let catalog: Catalog;
let owner: TestUser;
let admin: TestUser;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, publicUrl: 'https://homes.example' });
  catalog = await makeCatalog(t);
  owner = await createUser(t);
  admin = await createUser(t, 'ADMIN');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The Subject, its RFC 2047 encoded words (quoted-printable UTF-8) decoded. */
const subjectOf = (raw: string) =>
  headersOf(raw)
    .find((h) => h.startsWith('Subject: '))
    ?.slice('Subject: '.length)
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, word: string) =>
      decodeURIComponent(
        word
          .replace(/_/g, ' ')
          .replace(/%/g, '%25')
          .replace(/=([0-9A-F]{2})/g, '%$1'),
      ),
    );

const runJob = async (name: string) => {
  const job = t.app.scheduledJobs.find((j) => j.name === name);
  expect(job, name).toBeDefined();
  await job!.run();
};
const runInstant = () => runJob('match saved searches and send instant alerts');
const runDaily = () => runJob('send daily saved-search digests');

/** A member with one saved search; `word` makes its matches its own. */
async function memberWithSearch(word: string, alert: 'INSTANT' | 'DAILY') {
  const member = await createUser(t);
  const res = await call(t, {
    method: 'POST',
    url: '/api/savedSearches',
    token: member.token,
    payload: {
      name: `Homes with ${word}`,
      filters: { q: word, city: String(catalog.cityId) },
      alert,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { member, searchId: res.json().id as number };
}

/** A pending advert of the owner's (it is not public until approved). */
const pendingAdvert = (title: string, price = '250000.00') =>
  makeAdvert(t, catalog, owner.id, { title, status: 0, price });

/** Approves adverts as the admin does, through the moderation API. */
async function approve(...ids: number[]) {
  const versions: Record<string, number> = {};
  for (const id of ids) versions[id] = await advertVersion(t, id);
  const res = await call(t, {
    method: 'PUT',
    url: '/api/adverts/admin/status',
    token: admin.token,
    payload: { ids, versions, status: 'ACTIVATED' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const alertOf = async (searchId: number) =>
  (await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, searchId)))[0]!
    .alert;

/** The mail client's one-click unsubscribe (RFC 8058). */
const postOneClick = (url: string) =>
  call(t, {
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

beforeEach(async () => {
  // Whatever earlier tests queued is matched and sent first.
  await runInstant();
});

describe('instant alerts', () => {
  it('e-mails a matching advert once it is approved, with picture, price, place and link', async () => {
    const { member } = await memberWithSearch('lighthouse', 'INSTANT');
    const match = await pendingAdvert('Lighthouse keeper cottage', '1250000.00');
    const other = await pendingAdvert('Plain flat');
    await t.database.db.insert(images).values({
      advertId: match.id,
      storageKey: `adverts/${match.id}/feedc0ffee12`,
      name: 'img',
      contentType: 'image/webp',
      width: 800,
      height: 600,
      sizeBytes: 100,
      featured: true,
    });
    await runInstant();
    expect(smtp.to(member.email)).toEqual([]);

    await approve(match.id, other.id);
    await runInstant();
    const mails = smtp.to(member.email);
    expect(mails).toHaveLength(1);
    const headers = headersOf(mails[0]!.raw);
    expect(subjectOf(mails[0]!.raw)).toBe('1 new home for “Homes with lighthouse”');
    expect(headers.find((h) => h.startsWith('List-Unsubscribe:'))).toMatch(
      /^List-Unsubscribe: <https:\/\/homes\.example\/api\/savedSearches\/unsubscribe\/\d+\.[\w-]{43}>$/,
    );
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const text = textOf(mails[0]!.raw);
    // The greeting names the member (createUser's first name).
    expect(text).toMatch(/^Hello First\d+,/);
    expect(text).toContain('Lighthouse keeper cottage');
    expect(text).toContain('$1,250,000.00, Kadıköy, İstanbul');
    expect(text).toContain(`https://homes.example/property/${match.slug}`);
    expect(text).not.toContain('Plain flat');
    // The picture is in the HTML part (quoted-printable: soft line breaks undone).
    expect(mails[0]!.raw.replace(/=\r\n/g, '')).toContain(
      `https://homes.example/api/images/file/adverts/${match.id}/feedc0ffee12-card.webp`,
    );
  });

  it('never tells an advert twice for one search, even when it goes off and on again', async () => {
    const { member } = await memberWithSearch('windmill', 'INSTANT');
    const advert = await pendingAdvert('Windmill with a view');
    await approve(advert.id);
    await runInstant();
    await runInstant();
    expect(smtp.to(member.email)).toHaveLength(1);
    const set = (isActive: boolean) =>
      t.database.db.execute(
        sql`UPDATE adverts SET is_active = ${isActive} WHERE id = ${advert.id}`,
      );
    await set(false);
    await set(true);
    await runInstant();
    expect(smtp.to(member.email)).toHaveLength(1);
  });

  it('lists ten adverts and counts the rest', async () => {
    const { member } = await memberWithSearch('orchard', 'INSTANT');
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push((await pendingAdvert(`Orchard house ${i}`)).id);
    await approve(...ids);
    await runInstant();
    const mails = smtp.to(member.email);
    expect(mails).toHaveLength(1);
    const text = textOf(mails[0]!.raw);
    expect(text.match(/Orchard house \d+/g)).toHaveLength(10);
    expect(text).toMatch(/And 2 more: https:\/\/homes\.example\/properties\?q=orchard&city=\d+/);
    expect(subjectOf(mails[0]!.raw)).toBe('12 new homes for “Homes with orchard”');
  });

  it('tells an advert its owner switched on, but not one switched off again before sending', async () => {
    const { member } = await memberWithSearch('boathouse', 'INSTANT');
    const shown = await makeAdvert(t, catalog, owner.id, {
      title: 'Boathouse one',
      isActive: false,
    });
    const hidden = await makeAdvert(t, catalog, owner.id, {
      title: 'Boathouse two',
      isActive: false,
    });
    await t.database.db.execute(
      sql`UPDATE adverts SET is_active = true WHERE id IN (${shown.id}, ${hidden.id})`,
    );
    await t.database.db.execute(sql`UPDATE adverts SET is_active = false WHERE id = ${hidden.id}`);
    await runInstant();
    const text = textOf(smtp.to(member.email)[0]!.raw);
    expect(text).toContain('Boathouse one');
    expect(text).not.toContain('Boathouse two');
  });

  it('tells the adverts of a category switched on', async () => {
    const { member } = await memberWithSearch('cloister', 'INSTANT');
    const hiddenCategory = catalog.inactiveCategoryId;
    await makeAdvert(t, catalog, owner.id, { title: 'Cloister flat', categoryId: hiddenCategory });
    await runInstant();
    expect(smtp.to(member.email)).toEqual([]);
    await t.database.db.execute(
      sql`UPDATE categories SET is_active = true WHERE id = ${hiddenCategory}`,
    );
    await runInstant();
    await t.database.db.execute(
      sql`UPDATE categories SET is_active = false WHERE id = ${hiddenCategory}`,
    );
    expect(textOf(smtp.to(member.email)[0]!.raw)).toContain('Cloister flat');
  });

  it('sends nothing for a search without an alert, or for adverts public before it was saved', async () => {
    const before = await pendingAdvert('Lantern loft early');
    await approve(before.id);
    const { member, searchId } = await memberWithSearch('lantern', 'INSTANT');
    await runInstant();
    await call(t, {
      method: 'PUT',
      url: `/api/savedSearches/${searchId}`,
      token: member.token,
      payload: { alert: 'NONE' },
    });
    await approve((await pendingAdvert('Lantern loft late')).id);
    await runInstant();
    expect(smtp.to(member.email)).toEqual([]);
  });

  it('has an unsubscribe link that only a POST follows, and that dies when the alert is turned on again', async () => {
    const { member, searchId } = await memberWithSearch('belfry', 'INSTANT');
    await approve((await pendingAdvert('Belfry apartment')).id);
    await runInstant();
    const first = smtp.to(member.email)[0]!.raw;
    const token = /\/saved-searches\/unsubscribe\/(\S+)/.exec(textOf(first))![1]!;
    const oneClick = /^List-Unsubscribe: <https:\/\/homes\.example(\/api\/\S+)>$/m.exec(
      headersOf(first).join('\n'),
    )![1]!;
    expect(oneClick).toBe(`/api/savedSearches/unsubscribe/${token}`);
    // A mail scanner opening the link (GET) turns nothing off.
    const read = await call(t, { method: 'GET', url: oneClick });
    expect(read.json()).toEqual({ name: 'Homes with belfry', alert: 'INSTANT' });
    expect(await alertOf(searchId)).toBe('INSTANT');
    expect((await postOneClick(oneClick)).statusCode).toBe(200);
    expect(await alertOf(searchId)).toBe('NONE');
    await approve((await pendingAdvert('Belfry studio')).id);
    await runInstant();
    expect(smtp.to(member.email)).toHaveLength(1);

    // Turned on again: the old e-mail's link no longer turns it off; the next e-mail's does.
    await call(t, {
      method: 'PUT',
      url: `/api/savedSearches/${searchId}`,
      token: member.token,
      payload: { alert: 'INSTANT' },
    });
    const old = await postOneClick(oneClick);
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toMatch(/unsubscribe link is not valid/);
    expect(await alertOf(searchId)).toBe('INSTANT');
    await approve((await pendingAdvert('Belfry loft')).id);
    await runInstant();
    const second = textOf(smtp.to(member.email)[1]!.raw);
    const newToken = /\/saved-searches\/unsubscribe\/(\S+)/.exec(second)![1]!;
    expect(newToken).not.toBe(token);
    expect((await postOneClick(`/api/savedSearches/unsubscribe/${newToken}`)).statusCode).toBe(200);
    expect(await alertOf(searchId)).toBe('NONE');
  });
});

describe('daily digests', () => {
  it('sends one digest a day of what is new since the last', async () => {
    const { member, searchId } = await memberWithSearch('granary', 'DAILY');
    const dayAgo = sql`now() - interval '25 hours'`;
    await t.database.db.execute(
      sql`UPDATE saved_searches SET created_at = ${dayAgo} WHERE id = ${searchId}`,
    );
    await approve((await pendingAdvert('Granary one')).id, (await pendingAdvert('Granary two')).id);
    await runInstant();
    expect(smtp.to(member.email)).toEqual([]);
    await runDaily();
    expect(smtp.to(member.email)).toHaveLength(1);
    expect(subjectOf(smtp.to(member.email)[0]!.raw)).toBe('2 new homes for “Homes with granary”');

    await approve((await pendingAdvert('Granary three')).id);
    await runInstant();
    await runDaily();
    expect(smtp.to(member.email)).toHaveLength(1);
    await t.database.db.execute(
      sql`UPDATE saved_searches SET last_sent_at = ${dayAgo} WHERE id = ${searchId}`,
    );
    await runDaily();
    const mails = smtp.to(member.email);
    expect(mails).toHaveLength(2);
    const text = textOf(mails[1]!.raw);
    expect(text).toContain('Granary three');
    expect(text).not.toContain('Granary one');
  });
});
