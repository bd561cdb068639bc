import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../i18n';
import { mockApi } from '../../../test/api-mock';
import { renderWithRouter } from '../../../test/render';
import { UnsubscribePage } from './unsubscribe-page';

describe('UnsubscribePage in Turkish', () => {
  it('shows its heading and link in Turkish, and the server message as it comes', async () => {
    await chooseLanguage('tr');
    mockApi({
      'GET /savedSearches/unsubscribe/4.abc': {
        body: { message: 'Bu kayıtlı arama için artık e-posta almayacaksınız.' },
      },
    });
    renderWithRouter(<UnsubscribePage />, {
      path: '/saved-searches/unsubscribe/:token',
      initialEntries: ['/saved-searches/unsubscribe/4.abc'],
    });
    expect(
      await screen.findByRole('heading', { name: 'Kayıtlı arama bildirimleri' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Bu kayıtlı arama için artık e-posta almayacaksınız.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kayıtlı aramalarınız' })).toBeInTheDocument();
  });
});
