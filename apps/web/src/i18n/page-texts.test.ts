import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from './choice';
import { preloadRegisteredPageTexts, registerPageTexts } from './page-texts';
import { onLanguageChange } from './runtime';

const turkish = (texts: Record<string, string>) => vi.fn(() => Promise.resolve({ default: texts }));

describe('preloading page texts', () => {
  afterEach(() => chooseLanguage('en'));

  it('fetches nothing for an English reader: English comes with each page', () => {
    const card = turkish({ hello: 'Merhaba' });
    registerPageTexts('test-en-card', { hello: 'Hello' }, card);
    preloadRegisteredPageTexts();
    expect(card).not.toHaveBeenCalled();
  });

  it('fetches the Turkish texts of every part registered so far, side by side', async () => {
    await chooseLanguage('tr');
    const card = turkish({ hello: 'Merhaba' });
    const form = turkish({ send: 'Gönder' });
    registerPageTexts('test-tr-card', { hello: 'Hello' }, card);
    registerPageTexts('test-tr-form', { send: 'Send' }, form);
    expect(card).not.toHaveBeenCalled();
    preloadRegisteredPageTexts();
    expect(card).toHaveBeenCalledTimes(1);
    expect(form).toHaveBeenCalledTimes(1);
  });
});

describe('a change of language', () => {
  afterEach(() => chooseLanguage('en'));

  it('is told when the language changes, not when a page loads more texts of the current one', async () => {
    const told = vi.fn();
    const stop = onLanguageChange(told);
    registerPageTexts('test-told-en', { hello: 'Hello' }, turkish({ hello: 'Merhaba' }));
    expect(told).not.toHaveBeenCalled();
    await chooseLanguage('tr');
    expect(told).toHaveBeenCalledTimes(1);
    const later = turkish({ bye: 'Hoşça kal' });
    registerPageTexts('test-told-tr', { bye: 'Bye' }, later);
    preloadRegisteredPageTexts();
    await vi.waitFor(() => expect(later).toHaveBeenCalled());
    await Promise.resolve();
    expect(told).toHaveBeenCalledTimes(1);
    await chooseLanguage('en');
    expect(told).toHaveBeenCalledTimes(2);
    stop();
  });
});
