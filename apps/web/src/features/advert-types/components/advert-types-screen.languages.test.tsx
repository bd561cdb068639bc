import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, LANGUAGES } from '../../../i18n';
import { deferredReply, mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { AdvertTypesScreen } from './advert-types-screen';

const TYPES = [{ id: 1, title: 'Rents' }];
// The buttons' names are the page's own texts, in the language read.
const NAMES = {
  en: { deleteRent: 'Delete Rent', delete: 'Delete' },
  tr: { deleteRent: 'Rent türünü sil', delete: 'Sil' },
};

// The specification's own Turkish texts are Turkish in both languages (docs/product.md#languages).
describe.each(LANGUAGES)('the advert types screen in %s', (language) => {
  it("says 'Yükleniyor...' while loading and 'Data silindi' after a delete", async () => {
    await chooseLanguage(language);
    const slow = deferredReply({ body: TYPES });
    mockApi({
      'GET /advert-types/admin': slow.handler,
      'DELETE /advert-types/1': { body: { message: 'The advert type was deleted.' } },
    });
    await logInAs(makeUser({ role: 'ADMIN' }));
    const { user } = renderWithRouter(<AdvertTypesScreen />, { path: '/dashboard/advert-types' });
    expect(document.documentElement.lang).toBe(language);
    expect(screen.getByText('Yükleniyor...')).toBeInTheDocument();
    slow.release();
    const names = NAMES[language];
    await user.click(await screen.findByRole('button', { name: names.deleteRent }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: names.delete }),
    );
    expect(await screen.findByText('Data silindi')).toBeInTheDocument();
  });
});
