import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { userWithRole } from '../../../test/factories';
import { logInAs, page, renderWithRouter } from '../../../test/render';
import { AdvertiserCard } from './advertiser-card';

const CARD = {
  name: 'Olga O.',
  initials: 'OO',
  photo: null,
  memberSince: '2025-03-01',
  liveAdverts: 4,
  replyTime: 'HOURS',
  mine: false,
  agency: null,
};

const renderCard = () =>
  renderWithRouter(<AdvertiserCard advertId={7} />, {
    path: '/property/garden-house',
    routes: [
      { path: '/login', ...page('Login page') },
      { path: '/dashboard/messages', ...page('Messages page') },
    ],
  });

beforeEach(() => window.sessionStorage.clear());

describe('AdvertiserCard for a visitor', () => {
  it('shows who advertises, since when, their live adverts and how fast they reply', async () => {
    mockApi({ 'GET /adverts/7/advertiser': { body: CARD } });
    renderCard();
    expect(await screen.findByText('Olga O.')).toBeInTheDocument();
    expect(screen.getByText('OO')).toBeInTheDocument();
    expect(screen.getByText('Member since March 2025 · 4 live adverts')).toBeInTheDocument();
    expect(screen.getByText('Usually replies within a few hours')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to see the number' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('shows the advertiser’s photo in place of the initials when they have one', async () => {
    const photo = { url: '/p-large.webp', smallUrl: '/p-small.webp' };
    mockApi({ 'GET /adverts/7/advertiser': { body: { ...CARD, photo } } });
    renderCard();
    await screen.findByText('Olga O.');
    expect(document.querySelector('img.advertiser-card__avatar')).toHaveAttribute(
      'src',
      photo.smallUrl,
    );
    expect(screen.queryByText('OO')).not.toBeInTheDocument();
  });

  it('names the agency above its agent, with its badge and a link to its page', async () => {
    const agency = { slug: 'moda-emlak', name: 'Moda Emlak', logo: null, verified: true };
    mockApi({ 'GET /adverts/7/advertiser': { body: { ...CARD, agency } } });
    renderCard();
    expect(await screen.findByRole('link', { name: 'Moda Emlak' })).toHaveAttribute(
      'href',
      '/agency/moda-emlak',
    );
    expect(screen.getByText('Verified agency')).toBeInTheDocument();
    expect(screen.getByText('ME')).toBeInTheDocument();
    expect(screen.getByText('Olga O.')).toBeInTheDocument();
  });

  it('shows no badge for an agency staff have not verified', async () => {
    const agency = { slug: 'new-homes', name: 'New Homes', logo: null, verified: false };
    mockApi({ 'GET /adverts/7/advertiser': { body: { ...CARD, agency } } });
    renderCard();
    await screen.findByRole('link', { name: 'New Homes' });
    expect(screen.queryByText('Verified agency')).not.toBeInTheDocument();
  });

  it('keeps the typed message for the advert while the visitor logs in', async () => {
    const api = mockApi({ 'GET /adverts/7/advertiser': { body: { ...CARD, replyTime: null } } });
    const { user } = renderCard();
    await user.type(await screen.findByLabelText('Your message'), 'Is it still free?');
    await user.click(screen.getByRole('button', { name: 'Message the advertiser' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(api.callsTo('POST /conversations')).toHaveLength(0);
    expect(window.sessionStorage.getItem('message-draft:7')).toBe('Is it still free?');
    renderCard();
    expect(await screen.findByLabelText('Your message')).toHaveValue('Is it still free?');
    expect(screen.queryByText(/Usually replies/)).not.toBeInTheDocument();
  });
});

describe('AdvertiserCard for a signed-in person', () => {
  beforeEach(() => logInAs(userWithRole('CUSTOMER')));

  it('reveals the phone number on demand', async () => {
    mockApi({
      'GET /adverts/7/advertiser': { body: CARD },
      'POST /adverts/7/advertiser/phone': { body: { phone: '+905551112233' } },
    });
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Show phone number' }));
    // Grouped as Turkish numbers are written; the link dials the number as kept.
    expect(await screen.findByRole('link', { name: '+90 555 111 22 33' })).toHaveAttribute(
      'href',
      'tel:+905551112233',
    );
  });

  it('shows the server’s message when the day’s reveals are spent', async () => {
    const message =
      'You have made too many phone number requests. Please wait 20 hours and try again.';
    mockApi({
      'GET /adverts/7/advertiser': { body: CARD },
      'POST /adverts/7/advertiser/phone': { status: 429, body: { status: 429, message } },
    });
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Show phone number' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('refuses an empty message before sending, then sends one and links to the thread', async () => {
    const api = mockApi({
      'GET /adverts/7/advertiser': { body: CARD },
      'POST /conversations': {
        status: 201,
        body: {
          id: 12,
          advert: { id: 7, title: 'Garden house', slug: 'garden-house', removed: false },
          other: { id: 2, name: 'Olga O.', initials: 'OO', deleted: false },
          asOwner: false,
          blocking: false,
          reported: false,
          messages: [],
        },
      },
    });
    const { user } = renderCard();
    await user.type(await screen.findByLabelText('Your message'), '   ');
    await user.click(screen.getByRole('button', { name: 'Message the advertiser' }));
    expect(await screen.findByText('Please write a message.')).toBeInTheDocument();
    expect(api.callsTo('POST /conversations')).toHaveLength(0);
    await user.type(screen.getByLabelText('Your message'), 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Message the advertiser' }));
    expect(await screen.findByText(/Your message was sent/)).toBeInTheDocument();
    expect(api.callsTo('POST /conversations')[0]!.body).toEqual({
      advertId: 7,
      message: 'Hello there',
    });
    expect(screen.getByRole('link', { name: 'Open the conversation' })).toHaveAttribute(
      'href',
      '/dashboard/messages?thread=12',
    );
    expect(window.sessionStorage.getItem('message-draft:7')).toBeNull();
  });

  it('tells the owner the messages arrive in Messages instead of offering the form', async () => {
    mockApi({ 'GET /adverts/7/advertiser': { body: { ...CARD, mine: true } } });
    renderCard();
    expect(await screen.findByText(/This is your advert/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Message the advertiser' }),
    ).not.toBeInTheDocument();
  });
});
