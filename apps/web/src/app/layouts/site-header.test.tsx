import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installSessionHandlers } from '../../features/auth';
import { adoptLanguage, LANGUAGE_STORAGE_KEY } from '../../i18n';
import { mockApi } from '../../test/api-mock';
import { makeUser } from '../../test/factories';
import { logInAs, page, renderWithRouter } from '../../test/render';
import { setScreenWidth } from '../../test/screen-width';
import { SiteHeader } from './site-header';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    fireEvent.scroll(window);
  });
}

const header = () => screen.getByRole('banner');

describe('SiteHeader', () => {
  it('is white at the top and turns dark once scrolled 250 px', () => {
    renderWithRouter(<SiteHeader />);
    expect(header()).toHaveAttribute('data-bs-theme', 'light');
    expect(header()).toHaveClass('site-header--light', 'sticky-top');
    scrollTo(249);
    expect(header()).toHaveAttribute('data-bs-theme', 'light');
    scrollTo(250);
    expect(header()).toHaveAttribute('data-bs-theme', 'dark');
    expect(header()).toHaveClass('site-header--dark');
    scrollTo(10);
    expect(header()).toHaveAttribute('data-bs-theme', 'light');
  });

  it('has the logo, the four links and Add Property', () => {
    renderWithRouter(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Properties', '/properties'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ]);
    expect(screen.getByRole('link', { name: 'Estate Market, home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Add Property' })).toHaveAttribute(
      'href',
      '/add-new-advert',
    );
  });

  it('offers Login to a visitor', () => {
    renderWithRouter(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText(/^Hello/)).not.toBeInTheDocument();
  });

  it('greets a logged-in user by first name, with their initials and an account menu', async () => {
    await logInAs(makeUser({ firstName: 'Ada', lastName: 'Lovelace' }));
    const { user } = renderWithRouter(<SiteHeader />);
    // The menu's code comes lazily; the same mark stands in its place until then.
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    const toggle = await screen.findByRole('button', { name: 'Hello Ada' });
    expect(toggle).toHaveTextContent('AL');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'My Adverts' })).toHaveAttribute(
      'href',
      '/dashboard/my-adverts',
    );
    expect(screen.getByRole('link', { name: 'My Favourites' })).toHaveAttribute(
      'href',
      '/dashboard/favorites',
    );
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Are you sure to logout?')).toBeInTheDocument();
  });

  it('shows the person’s photo in place of the initials once they have one', async () => {
    const smallUrl = '/api/images/file/users/4/f00d-small.webp';
    await logInAs(
      makeUser({ firstName: 'Ada', lastName: 'Lovelace', photo: { url: 'x', smallUrl } }),
    );
    renderWithRouter(<SiteHeader />);
    const toggle = screen.getByRole('button', { name: 'Hello Ada' });
    expect(toggle.querySelector('img')).toHaveAttribute('src', smallUrl);
    expect(toggle).not.toHaveTextContent('AL');
  });

  it('opens the off-canvas menu on a phone, closes it, and closes it when a link is followed', async () => {
    setScreenWidth(390);
    const { user } = renderWithRouter(<SiteHeader />, {
      routes: [{ path: '/about', ...page('About page') }],
    });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Open menu' });

    await user.click(toggle);
    const panel = await screen.findByRole('dialog');
    await waitFor(() => expect(panel).toHaveClass('show'));
    await user.click(within(panel).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(toggle);
    const reopened = await screen.findByRole('dialog');
    await user.click(within(reopened).getByRole('link', { name: 'About' }));
    expect(await screen.findByText('About page')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('SiteHeader across the lg breakpoint', () => {
  it('keeps the menu in the bar on a wide screen and behind the toggle on a phone', () => {
    renderWithRouter(<SiteHeader />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    setScreenWidth(991);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    setScreenWidth(992);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});

describe('SiteHeader in Turkish', () => {
  it('switches to Türkçe, keeps the choice and marks the page', async () => {
    const { user } = renderWithRouter(<SiteHeader />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Türkçe');
    const nav = await screen.findByRole('navigation', { name: 'Ana menü' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Ana Sayfa', 'İlanlar', 'Hakkımızda', 'İletişim']);
    expect(screen.getByRole('link', { name: 'İlan Ver' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Dil' })).toHaveValue('tr');
    expect(document.documentElement.lang).toBe('tr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('tr');
  });

  it('greets a signed-in person in Turkish', async () => {
    await logInAs(makeUser({ firstName: 'Ada', lastName: 'Lovelace' }));
    await adoptLanguage('tr');
    renderWithRouter(<SiteHeader />);
    expect(await screen.findByRole('button', { name: 'Merhaba Ada' })).toHaveTextContent('AL');
    expect(screen.queryByText(/Hello/)).not.toBeInTheDocument();
  });

  it('keeps a signed-in person’s choice on the account, in the chosen language', async () => {
    installSessionHandlers();
    const api = mockApi({ 'PUT /user/auth/language': { body: { message: 'Saved.' } } });
    await logInAs(makeUser({ firstName: 'Ada' }));
    const { user } = renderWithRouter(<SiteHeader />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'tr');
    await waitFor(() => expect(api.callsTo('PUT /user/auth/language')).toHaveLength(1));
    const [call] = api.callsTo('PUT /user/auth/language');
    expect(call!.body).toEqual({ language: 'tr' });
    expect(call!.headers['accept-language']).toBe('tr');
  });
});

describe('SiteHeader’s menu button on a phone', () => {
  const ATTENTION = 'Open menu: unread messages or tours waiting';

  it.each([
    ['unread messages', 3, 0],
    ['tours waiting for an answer', 0, 2],
  ])('shows a signed-in person a dot when there are %s', async (_what, unread, waiting) => {
    setScreenWidth(390);
    mockApi({
      'GET /conversations/unread-count': { body: { unread } },
      'GET /tourRequest/waiting': { body: { waiting } },
    });
    await logInAs(makeUser({ firstName: 'Ada', role: 'CUSTOMER' }));
    const { container } = renderWithRouter(<SiteHeader />);
    const toggle = await screen.findByRole('button', { name: ATTENTION });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelectorAll('.menu-attention-dot')).toHaveLength(1);
  });

  it('shows no dot when nothing is unread or waiting, and still opens the menu', async () => {
    setScreenWidth(390);
    const api = mockApi({
      'GET /conversations/unread-count': { body: { unread: 0 } },
      'GET /tourRequest/waiting': { body: { waiting: 0 } },
    });
    await logInAs(makeUser({ firstName: 'Ada', role: 'CUSTOMER' }));
    const { container, user } = renderWithRouter(<SiteHeader />);
    await waitFor(() => expect(api.callsTo('GET /tourRequest/waiting')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET /conversations/unread-count')).toHaveLength(1));
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(container.querySelector('.menu-attention-dot')).toBeNull();
    await user.click(toggle);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('asks nothing for a visitor, whose button has no dot', async () => {
    setScreenWidth(390);
    const api = mockApi({});
    const { container } = renderWithRouter(<SiteHeader />);
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    // The phone menu's panel code is the only thing a visitor's header could fetch, and it is not
    // wanted until the button is pressed.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.calls).toEqual([]);
    expect(container.querySelector('.menu-attention-dot')).toBeNull();
  });

  it('says the dot in Turkish', async () => {
    setScreenWidth(390);
    mockApi({
      'GET /conversations/unread-count': { body: { unread: 1 } },
      'GET /tourRequest/waiting': { body: { waiting: 0 } },
    });
    await logInAs(makeUser({ firstName: 'Ada', role: 'CUSTOMER' }));
    await adoptLanguage('tr');
    renderWithRouter(<SiteHeader />);
    expect(
      await screen.findByRole('button', {
        name: 'Menüyü aç: okunmamış mesajlar veya bekleyen turlar var',
      }),
    ).toBeInTheDocument();
  });
});
