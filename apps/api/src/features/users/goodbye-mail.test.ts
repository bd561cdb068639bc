import { describe, expect, it } from 'vitest';
import { goodbyeMail, type GoodbyeInput } from './goodbye-mail';

const input = (over: Partial<GoodbyeInput> = {}): GoodbyeInput => ({
  user: { email: 'selin@example.test', firstName: 'Selin', language: 'en' },
  summary: { adverts: 2, favourites: 0, savedSearches: 1, tourRequests: 0 },
  by: 'self',
  at: new Date('2026-12-07T10:00:00Z'),
  publicUrl: 'https://homes.example',
  ...over,
});

describe('the goodbye e-mail', () => {
  it('lists only what there was, with counts in words', () => {
    const mail = goodbyeMail(input());
    expect(mail.to).toBe('selin@example.test');
    expect(mail.text).toContain('deleted on December 7, 2026. We removed:');
    expect(mail.text).toContain('- 2 adverts with their pictures and tour requests');
    expect(mail.text).toContain('- 1 saved search and its e-mail alerts');
    expect(mail.text).not.toContain('favourite');
    expect(mail.text).toContain('write to us at https://homes.example/contact.');
  });

  it('is written in the account language', () => {
    const mail = goodbyeMail(
      input({ user: { email: 'a@b.test', firstName: 'Ali', language: 'tr' } }),
    );
    expect(mail.subject).toBe('Hesabınız silindi');
    expect(mail.text).toMatch(/^Merhaba Ali,/);
    expect(mail.text).toContain('7 Aralık 2026');
    expect(mail.text).toContain('- resimleri ve tur talepleriyle 2 ilan');
  });

  it('says when staff removed the account, and escapes the HTML part', () => {
    const mail = goodbyeMail(
      input({ by: 'staff', user: { email: 'x@y.test', firstName: '<i>X</i>', language: 'en' } }),
    );
    expect(mail.text).toContain("The site's staff deleted your account x@y.test");
    expect(mail.html).toContain('Hello &#60;i&#62;X&#60;/i&#62;,');
    expect(mail.html).not.toContain('<i>X</i>');
  });
});
