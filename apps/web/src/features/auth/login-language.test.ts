import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage, currentLanguage } from '../../i18n';
import { mockApi } from '../../test/api-mock';
import { makeUser } from '../../test/factories';
import { startSession } from './session';

/** docs/product.md#languages: the language picked before logging in stays picked. */
const profileIn = (language: 'en' | 'tr') => ({
  ...makeUser({ role: 'CUSTOMER' }),
  priceDropEmails: true,
  language,
});

afterEach(async () => {
  await chooseLanguage('en');
  sessionStorage.clear();
});

describe('the language at login', () => {
  it('keeps a language picked on the switcher before logging in, and saves it on the account', async () => {
    await chooseLanguage('tr');
    const api = mockApi({
      'GET /user/auth': { body: profileIn('en') },
      'PUT /user/auth/language': { body: { message: 'Language saved' } },
    });
    await startSession(makeUser({ role: 'CUSTOMER' }), 'token');
    await waitFor(() => expect(api.callsTo('PUT /user/auth/language')).toHaveLength(1));
    expect(api.callsTo('PUT /user/auth/language')[0]?.body).toEqual({ language: 'tr' });
    expect(currentLanguage()).toBe('tr');
  });

  it('takes the account’s language when none was picked before logging in', async () => {
    const api = mockApi({ 'GET /user/auth': { body: profileIn('tr') } });
    await startSession(makeUser({ role: 'CUSTOMER' }), 'token');
    await waitFor(() => expect(currentLanguage()).toBe('tr'));
    expect(api.callsTo('PUT /user/auth/language')).toHaveLength(0);
  });
});
