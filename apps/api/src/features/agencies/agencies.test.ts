import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyForm, makeAgency } from '../../../test/agency-kit';
import { makeCatalog, type Catalog } from '../../../test/factories';
import { jpeg, multipartBody, textFile } from '../../../test/pictures';
import { startSmtpSink, singlePartTextOf } from '../../../test/smtp-sink';
import { call, createTestApp, createUser, type TestApp } from '../../../test/test-app';
import { AGENCY_TEXTS as T } from './agencies.messages';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let catalog: Catalog;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, publicUrl: 'https://homes.example' });
  catalog = await makeCatalog(t);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  call(t, { method, url, token, payload });

describe('creating and editing an agency', () => {
  it('makes the creator its owner, waiting for verification, at a slug of its name', async () => {
    const owner = await createUser(t);
    const res = await send('POST', '/api/agencies', owner.token, agencyForm(catalog));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      myRole: 'OWNER',
      agency: {
        slug: expect.stringMatching(/^bosphorus-homes/),
        phone: '+902125550102',
        district: { id: catalog.districtId, name: 'Kadıköy' },
        verified: false,
        verification: { status: 'PENDING', reason: null },
        logo: null,
      },
      members: [{ userId: owner.id, role: 'OWNER' }],
      invitations: [],
    });
    const mine = await send('GET', '/api/agencies/mine', owner.token);
    expect(mine.json().mine.agency.id).toBe(res.json().agency.id);
    const again = await send('POST', '/api/agencies', owner.token, agencyForm(catalog));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(T.alreadyMember);
  });

  it('gives a second agency of the same name the next free slug', async () => {
    const first = await makeAgency(t, catalog, { name: 'Same Name' });
    const second = await makeAgency(t, catalog, { name: 'Same Name' });
    expect(second.slug).toBe(`${first.slug}-2`);
    const read = await send('GET', `/api/agencies/by-slug/${second.slug}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      slug: second.slug,
      name: 'Same Name',
      logo: null,
      verified: false,
    });
    expect((await send('GET', '/api/agencies/by-slug/nobody-here')).statusCode).toBe(404);
  });

  it('refuses a bad phone, places that do not fit and a visitor, writing nothing', async () => {
    const user = await createUser(t);
    const phone = await send(
      'POST',
      '/api/agencies',
      user.token,
      agencyForm(catalog, { phone: '12' }),
    );
    expect(phone.statusCode).toBe(400);
    expect(phone.body).toContain('phone number we can call');
    const other = await makeCatalog(t);
    const places = await send(
      'POST',
      '/api/agencies',
      user.token,
      agencyForm(catalog, { district: other.districtId }),
    );
    expect(places.statusCode).toBe(400);
    expect(places.json().message).toBe('Choose the country, city and district');
    expect((await send('POST', '/api/agencies', undefined, agencyForm(catalog))).statusCode).toBe(
      401,
    );
    expect((await send('GET', '/api/agencies/mine')).statusCode).toBe(401);
    expect((await send('GET', '/api/agencies/mine', user.token)).json()).toEqual({ mine: null });
  });

  it('lets only the owner edit; another agency answers 404', async () => {
    const a = await makeAgency(t, catalog);
    const b = await makeAgency(t, catalog);
    const form = agencyForm(catalog, { name: 'Renamed' });
    const edited = await send('PUT', `/api/agencies/${a.id}`, a.owner.token, form);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ agency: { name: 'Renamed' }, backToReview: false });
    expect((await send('PUT', `/api/agencies/${b.id}`, a.owner.token, form)).statusCode).toBe(404);
    const stranger = await createUser(t);
    expect((await send('PUT', `/api/agencies/${a.id}`, stranger.token, form)).statusCode).toBe(404);
    expect((await send('PUT', `/api/agencies/${a.id}`, undefined, form)).statusCode).toBe(401);
  });

  it('sets a logo from one picture and refuses a file that is not one', async () => {
    const { owner, id, slug } = await makeAgency(t, catalog);
    const upload = async (file: Buffer, token = owner.token) =>
      call(t, {
        method: 'PUT',
        url: `/api/agencies/${id}/logo`,
        token,
        ...(await multipartBody([{ file }])),
      });
    const res = await upload(await jpeg(300, 200));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().agency.logo.url).toMatch(/agencies\/\d+\/[0-9a-f]+-large\.webp$/);
    expect((await send('GET', `/api/agencies/by-slug/${slug}`)).json().logo).toEqual(
      res.json().agency.logo,
    );
    expect((await upload(textFile())).statusCode).toBe(415);
    const agent = await createUser(t);
    expect((await upload(await jpeg(64, 64), agent.token)).statusCode).toBe(404);
  });
});

describe('the staff verification queue', () => {
  const decide = (id: number, body: object, token?: string) =>
    send('POST', `/api/agencies/${id}/decision`, token, body);

  it('verifies a waiting agency and mails its owner; an edit sends it back', async () => {
    const manager = await createUser(t, 'MANAGER');
    const { owner, id } = await makeAgency(t, catalog, { name: 'Queue Verified' });
    const queue = await send('GET', '/api/agencies?size=100', manager.token);
    expect(queue.statusCode).toBe(200);
    const item = queue.json().content.find((a: { id: number }) => a.id === id);
    expect(item).toMatchObject({ owner: { name: 'Oya Owner', email: owner.email }, members: 1 });
    const res = await decide(id, { action: 'APPROVE' }, manager.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ verified: true, verification: { status: 'VERIFIED' } });
    expect((await decide(id, { action: 'APPROVE' }, manager.token)).statusCode).toBe(409);
    await t.app.background.idle();
    const mail = smtp.to(owner.email).at(-1)!;
    expect(singlePartTextOf(mail.raw)).toContain('Queue Verified');
    const edit = await send('PUT', `/api/agencies/${id}`, owner.token, agencyForm(catalog));
    expect(edit.json()).toMatchObject({ backToReview: true, agency: { verified: false } });
  });

  it('refuses only with a reason, which the owner reads in the mail and on the agency', async () => {
    const admin = await createUser(t, 'ADMIN');
    const { owner, id } = await makeAgency(t, catalog);
    const bare = await decide(id, { action: 'REFUSE' }, admin.token);
    expect(bare.statusCode).toBe(400);
    expect(bare.body).toContain('Write the reason for the refusal.');
    const res = await decide(id, { action: 'REFUSE', reason: 'Licence not found' }, admin.token);
    expect(res.json().verification).toMatchObject({
      status: 'REFUSED',
      reason: 'Licence not found',
    });
    const mine = await send('GET', '/api/agencies/mine', owner.token);
    expect(mine.json().mine.agency.verification.reason).toBe('Licence not found');
    await t.app.background.idle();
    expect(singlePartTextOf(smtp.to(owner.email).at(-1)!.raw)).toContain('Licence not found');
    const refused = await send('GET', '/api/agencies?status=REFUSED&size=100', admin.token);
    expect(refused.json().content.map((a: { id: number }) => a.id)).toContain(id);
  });

  it('is for staff only: a visitor 401, a customer 403, a missing agency 404', async () => {
    const { owner, id } = await makeAgency(t, catalog);
    const manager = await createUser(t, 'MANAGER');
    expect((await send('GET', '/api/agencies')).statusCode).toBe(401);
    expect((await send('GET', '/api/agencies', owner.token)).statusCode).toBe(403);
    expect((await decide(id, { action: 'APPROVE' }, owner.token)).statusCode).toBe(403);
    expect((await decide(999_999, { action: 'APPROVE' }, manager.token)).statusCode).toBe(404);
    expect((await decide(id, { action: 'MAYBE' }, manager.token)).statusCode).toBe(400);
  });
});
