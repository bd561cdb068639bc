import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../i18n';
import { apiError, mockApi } from '../../../test/api-mock';
import { renderWithRouter } from '../../../test/render';
import { PriceDropsUnsubscribePage, UnsubscribePage } from './unsubscribe-page';

const at = (token: string) => ({
  path: '/saved-searches/unsubscribe/:token',
  initialEntries: [`/saved-searches/unsubscribe/${token}`],
});
const OFF = 'You will get no more e-mails about this saved search.';

describe('UnsubscribePage', () => {
  it('only reads on loading, and turns the alerts off when its button is clicked', async () => {
    await chooseLanguage('en');
    const api = mockApi({
      'GET /savedSearches/unsubscribe/4.abc': { body: { name: 'Sea view', alert: 'DAILY' } },
      'POST /savedSearches/unsubscribe/4.abc': { body: { message: OFF } },
    });
    const { user } = renderWithRouter(<UnsubscribePage />, at('4.abc'));
    expect(
      await screen.findByText('You get e-mails (Daily) about new homes for “Sea view”.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /savedSearches/unsubscribe/4.abc')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Turn off these e-mails' }));
    expect(await screen.findByText(OFF)).toBeInTheDocument();
    expect(api.callsTo('POST /savedSearches/unsubscribe/4.abc')).toHaveLength(1);
    expect(api.calls.every((c) => c.headers.authorization === undefined)).toBe(true);
  });

  it('says when the alerts are off already, and offers no button', async () => {
    await chooseLanguage('en');
    mockApi({
      'GET /savedSearches/unsubscribe/4.abc': { body: { name: 'Sea view', alert: 'NONE' } },
    });
    renderWithRouter(<UnsubscribePage />, at('4.abc'));
    expect(await screen.findByText('The e-mails about “Sea view” are off.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a changed link is not valid', async () => {
    await chooseLanguage('en');
    mockApi({
      'GET /savedSearches/unsubscribe/4.abd': apiError(400, 'This unsubscribe link is not valid.'),
    });
    renderWithRouter(<UnsubscribePage />, at('4.abd'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('UnsubscribePage in Turkish', () => {
  it('shows its heading, text, button and link in Turkish', async () => {
    await chooseLanguage('tr');
    mockApi({
      'GET /savedSearches/unsubscribe/4.abc': { body: { name: 'Deniz', alert: 'INSTANT' } },
    });
    renderWithRouter(<UnsubscribePage />, at('4.abc'));
    expect(
      await screen.findByRole('heading', { name: 'Kayıtlı arama bildirimleri' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('“Deniz” için yeni evler hakkında e-posta alıyorsunuz (Hemen).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bu e-postaları kapatın' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kayıtlı aramalarınız' })).toBeInTheDocument();
  });
});

describe('PriceDropsUnsubscribePage', () => {
  it('reads the switch, and its button switches all price-drop e-mails off', async () => {
    await chooseLanguage('en');
    const api = mockApi({
      'GET /priceDrops/unsubscribe/9.xyz': { body: { on: true } },
      'POST /priceDrops/unsubscribe/9.xyz': {
        body: { message: 'You will get no more price-drop e-mails.' },
      },
    });
    const { user } = renderWithRouter(<PriceDropsUnsubscribePage />, {
      path: '/price-drops/unsubscribe/:token',
      initialEntries: ['/price-drops/unsubscribe/9.xyz'],
    });
    expect(await screen.findByRole('heading', { name: 'Price-drop e-mails' })).toBeInTheDocument();
    expect(api.callsTo('POST /priceDrops/unsubscribe/9.xyz')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Stop price-drop e-mails' }));
    expect(await screen.findByText('You will get no more price-drop e-mails.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your profile' })).toBeInTheDocument();
  });
});
