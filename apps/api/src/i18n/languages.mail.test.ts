import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { singlePartTextOf, startSmtpSink, textOf } from '../../test/smtp-sink';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../test/test-app';
import { advertForm, makeAdvert, makeCatalog, type Catalog } from '../../test/factories';
import { lastMailTo } from '../../test/test-app';
import { moveTour, slot, tourIn } from '../../test/tour-kit';
import { wallClockParts } from './formats';

// docs/product.md#on-the-server: each e-mail goes out in its recipient's kept language.

let t: TestApp;
let catalog: Catalog;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, publicUrl: 'https://homes.example' });
  catalog = await makeCatalog(t);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The plain text of the newest message a real SMTP server received for an address. */
async function deliveredText(address: string) {
  await t.app.background.idle();
  await vi.waitFor(() => expect(smtp.to(address).length).toBeGreaterThan(0), { timeout: 10_000 });
  const { raw } = smtp.to(address).at(-1)!;
  const text = /Content-Type: multipart\//i.test(raw) ? textOf(raw) : singlePartTextOf(raw);
  return text.replace(/\r\n/g, '\n');
}

async function turkishUser(firstName: string, role: 'CUSTOMER' | 'MANAGER' = 'CUSTOMER') {
  const user = await createUser(t, role, { firstName });
  const res = await call(t, {
    method: 'PUT',
    url: '/api/user/auth/language',
    payload: { language: 'tr' },
    token: user.token,
  });
  expect(res.statusCode).toBe(200);
  return user;
}

describe('e-mails in the recipient’s language', () => {
  it('confirms a registration made in Turkish in Turkish', async () => {
    const email = 'ela.tr@example.test';
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'tr-TR,tr;q=0.9' },
      payload: {
        firstName: 'Ela',
        lastName: 'Yıldız',
        phone: '+905559998877',
        email,
        password: 'Passw0rd!x',
        confirmPassword: 'Passw0rd!x',
        acceptTerms: true,
      },
    });
    expect(res.statusCode).toBe(201);
    expect((await lastMailTo(t, email))?.subject).toBe('Kaydınızı onaylayın');
    const text = await deliveredText(email);
    expect(text).toContain('Merhaba Ela,');
    expect(text).toContain('bu bağlantıyı açarak kaydınızı onaylayın');
    expect(text).toMatch(/https:\/\/homes\.example\/registerConfirm\/[\w-]+/);
  });

  it('sends the password reset code in Turkish, and in English to an English account', async () => {
    const turkish = await turkishUser('Mert');
    const english: TestUser = await createUser(t, 'CUSTOMER', { firstName: 'Emma' });
    for (const { email } of [turkish, english])
      await call(t, { method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect((await lastMailTo(t, turkish.email))?.subject).toBe('Şifre sıfırlama kodunuz');
    expect(await deliveredText(turkish.email)).toMatch(
      /Merhaba Mert,\n\nşifre sıfırlama kodunuz \d{6}\./,
    );
    expect((await lastMailTo(t, english.email))?.subject).toBe('Your password reset code');
    expect(await deliveredText(english.email)).toMatch(
      /Hello Emma,\n\nyour password reset code is \d{6}\./,
    );
  });

  it('tells a Turkish owner in Turkish that their advert is published', async () => {
    const owner = await turkishUser('Ayşe');
    const manager = await createUser(t, 'MANAGER');
    const advert = await makeAdvert(t, catalog, owner.id, {
      status: 0,
      title: 'Deniz manzaralı daire',
    });
    const res = await call(t, {
      method: 'PUT',
      url: `/api/adverts/admin/${advert.id}`,
      payload: {
        version: 1,
        ...advertForm(catalog, { title: 'Deniz manzaralı daire', status: 'ACTIVATED' }),
      },
      token: manager.token,
    });
    expect(res.statusCode).toBe(200);
    expect((await lastMailTo(t, owner.email))?.subject).toBe(
      '"Deniz manzaralı daire" ilanınız yayında',
    );
    const text = await deliveredText(owner.email);
    expect(text).toContain('Merhaba Ayşe,');
    expect(text).toContain(`herkese açık: https://homes.example/property/${advert.slug}`);
  });

  it('gives a Turkish owner the listed rejection reason in Turkish, and staff’s words as written', async () => {
    const owner = await turkishUser('Deniz');
    const manager = await createUser(t, 'MANAGER');
    const advert = await makeAdvert(t, catalog, owner.id, { status: 0, title: 'Bahçeli ev' });
    const res = await call(t, {
      method: 'PUT',
      url: `/api/adverts/admin/${advert.id}`,
      payload: {
        version: 1,
        ...advertForm(catalog, { title: 'Bahçeli ev', status: 'REJECTED' }),
        reasonCode: 'DUPLICATE',
        reason: 'ilan 12 ile aynı',
      },
      token: manager.token,
    });
    expect(res.statusCode).toBe(200);
    expect((await lastMailTo(t, owner.email))?.subject).toBe('"Bahçeli ev" ilanınız reddedildi');
    expect(await deliveredText(owner.email)).toContain('Gerekçe: Mükerrer ilan: ilan 12 ile aynı');
  });

  it('approves a Turkish guest’s tour in Turkish, with the day written in Turkish', async () => {
    const owner = await createUser(t, 'CUSTOMER', { firstName: 'Olga' });
    const guest = await turkishUser('Kerem');
    const advert = await makeAdvert(t, catalog, owner.id, { title: 'Bahçeli ev' });
    const tourTime = slot(6, '14:30');
    const tour = await tourIn(t, { id: advert.id, userId: owner.id }, guest, { tourTime });
    expect((await moveTour(t, tour.id, 'approve', owner)).statusCode).toBe(200);
    expect((await lastMailTo(t, guest.email))?.subject).toBe('"Bahçeli ev" turunuz onaylandı');
    const { date } = wallClockParts(tourTime, 'tr');
    const text = await deliveredText(guest.email);
    expect(text).toContain('Merhaba Kerem,');
    expect(text).toContain(`${date}, saat 14:30`);
    expect(text).toMatch(
      /Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık/,
    );
  });
});
