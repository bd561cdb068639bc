import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chooseLanguage,
  currentLanguage,
  initialLanguage,
  LANGUAGE_STORAGE_KEY,
  onLanguageChosen,
  startLanguage,
  t,
} from '.';

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

function openAt(search: string) {
  window.history.replaceState(null, '', `/${search}`);
}

afterEach(() => openAt(''));

describe('the language a page opens in', () => {
  it("follows the browser's languages on a first visit", () => {
    browserLanguages(['tr-TR', 'en-US']);
    expect(initialLanguage()).toBe('tr');
    browserLanguages(['de-DE', 'fr']);
    expect(initialLanguage()).toBe('en');
  });

  it('keeps the stored choice over the browser, and an unknown stored value falls back', () => {
    browserLanguages(['en-US']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'tr');
    expect(initialLanguage()).toBe('tr');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    expect(initialLanguage()).toBe('en');
  });

  it('takes ?lang= first and keeps it; an unknown code means English', async () => {
    browserLanguages(['en-US']);
    openAt('?lang=tr');
    await startLanguage();
    expect(currentLanguage()).toBe('tr');
    expect(document.documentElement.lang).toBe('tr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('tr');
    expect(t('shell.home')).toBe('Ana Sayfa');
    openAt('?lang=xx');
    await startLanguage();
    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('choosing a language', () => {
  it('keeps it, applies it with its plural rules and formats, and tells the listeners', async () => {
    const heard = vi.fn();
    const stop = onLanguageChosen(heard);
    await chooseLanguage('tr');
    stop();
    expect(heard).toHaveBeenCalledWith('tr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('tr');
    expect(t('adverts.propertyCount', { count: 1250 })).toBe('1.250 ilan');
    await chooseLanguage('en');
    expect(t('adverts.propertyCount', { count: 1 })).toBe('1 property');
    expect(t('adverts.propertyCount', { count: 1250 })).toBe('1,250 properties');
  });
});
