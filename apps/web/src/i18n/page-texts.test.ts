import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from './choice';
import { preloadRegisteredPageTexts, registerPageTexts } from './page-texts';

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
