import { describe, expect, it } from 'vitest';
import { alertMail, quotedOnce, type AlertInput } from './alert-mail';

const input = (over: Partial<AlertInput>): AlertInput => ({
  to: 'selin@example.test',
  firstName: 'Selin',
  language: 'en',
  searchName: 'Flats in Kadıköy',
  filters: { city: '1' },
  adverts: [
    {
      title: 'Sea view flat',
      kind: 'Apartment · Sale',
      slug: 'sea-view-flat',
      price: 250000,
      currency: 'EUR',
      place: 'Kadıköy, İstanbul',
      pictureUrl: null,
    },
  ],
  daily: true,
  publicUrl: 'https://homes.example',
  unsubscribeToken: '1.token',
  ...over,
});

describe('the alert e-mail', () => {
  it('quotes a plain name once', () => {
    expect(quotedOnce('Flats in Kadıköy')).toBe('“Flats in Kadıköy”');
    expect(alertMail(input({})).subject).toBe('1 new home for “Flats in Kadıköy”');
  });

  it('leaves a name that begins or ends with quotes as it is (a summary of the words)', () => {
    const name = '“sea view” · Flat · Sale';
    expect(quotedOnce(name)).toBe(name);
    expect(quotedOnce('Kadıköy "garden"')).toBe('Kadıköy "garden"');
    const mail = alertMail(input({ searchName: name }));
    expect(mail.subject).toBe('1 new home for “sea view” · Flat · Sale');
    expect(mail.text).toContain('matched your saved search “sea view” · Flat · Sale.');
  });

  it('greets the person by name, in their language', () => {
    expect(alertMail(input({})).text).toMatch(/^Hello Selin,/);
    expect(alertMail(input({})).html).toContain('<p>Hello Selin,</p>');
    const turkish = alertMail(input({ language: 'tr' }));
    expect(turkish.text).toMatch(/^Merhaba Selin,/);
    expect(turkish.subject).toBe('“Flats in Kadıköy” için 1 yeni ev');
  });

  it('names each home’s category and type as it is given, in the recipient’s language', () => {
    const mail = alertMail(
      input({ language: 'tr', adverts: [{ ...input({}).adverts[0]!, kind: 'Daire · Satılık' }] }),
    );
    expect(mail.text).toContain('- Sea view flat\n  Daire · Satılık, ');
    expect(mail.html).toContain('Daire · Satılık<br>');
  });

  it('escapes a name in the HTML greeting', () => {
    expect(alertMail(input({ firstName: '<b>Ali</b>' })).html).toContain(
      'Hello &lt;b&gt;Ali&lt;/b&gt;,',
    );
  });
});
