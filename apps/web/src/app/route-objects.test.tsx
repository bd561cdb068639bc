import { DEFAULT_WEB_SITE, isWebPage, WEB_PAGE_PATTERNS, type Role } from '@estate/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { webSiteKeys } from '../lib/web-site';
import { createQueryClient } from '../lib/query-client';
import { mockApi } from '../test/api-mock';
import { userWithRole } from '../test/factories';
import { logInAs } from '../test/render';
import { makeAdvertDetail } from '../test/advert-detail-fixtures';
import { routes } from './route-objects';
import { RouteErrorPage } from './routes/route-error-page';

async function open(path: string, role?: Role) {
  if (role) await logInAs(userWithRole(role, { firstName: 'Cem' }));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = createQueryClient();
  // The site details, as the server sends them with the page (first-load data).
  client.setQueryData(webSiteKeys.all, DEFAULT_WEB_SITE);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const REPORT = {
  Customers: 5,
  Categories: 6,
  Adverts: 7,
  AdvertTypes: 2,
  TourRequests: 4,
  PendingAdverts: 1,
  Favorites: 0,
};

describe('routes', () => {
  it('shows the not-found page for any other path', async () => {
    mockApi({});
    await open('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: "Oops! It looks like you're lost" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/');
  });

  it('shows the home page inside the public layout', async () => {
    mockApi({});
    await open('/');
    expect(await screen.findByPlaceholderText('Find a Perfect Property')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Quick Links');
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
  });

  it('sends a visitor from the dashboard to the login page', async () => {
    mockApi({});
    const router = await open('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a customer away from the users page', async () => {
    mockApi({});
    await open('/dashboard/users', 'CUSTOMER');
    expect(await screen.findByText('Sorry you are not authorized to access.')).toBeInTheDocument();
    expect(
      screen.getByText('Please check your login credentials or contact the administrator'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it("gives a customer the dashboard with their tiles and 'My Tour Requests'", async () => {
    mockApi({
      'GET /report': { body: REPORT },
      'GET /tourRequest/waiting': { body: { waiting: 0 } },
    });
    const router = await open('/dashboard', 'CUSTOMER');
    const tiles = await screen.findByRole('list', { name: 'Overview' });
    expect(within(tiles).getAllByRole('link')).toHaveLength(2);
    await router.navigate('/dashboard/tour-requests');
    expect(await screen.findByRole('heading', { name: 'My Tour Requests' })).toBeInTheDocument();
  });

  it.each([
    ['/dashboard/users', 'Users'],
    ['/dashboard/categories', 'Categories'],
    ['/dashboard/adverts', 'Adverts'],
    ['/dashboard/my-adverts', 'My Adverts'],
    ['/dashboard/advert-types', 'Advert Types'],
    ['/dashboard/add-new-advert', 'NEW ADVERT'],
    ['/dashboard/new-categories', 'New Category'],
    ['/dashboard/tour-requests', 'Tour Requests'],
    ['/dashboard/reports', 'Reports'],
    ['/dashboard/contact-messages', 'Contact Messages'],
    ['/dashboard/web-site', 'Web Site'],
    ['/dashboard/time-zones', 'Time Zones'],
    ['/dashboard/conversation-reports', 'Reported Conversations'],
    ['/dashboard/my-profile', 'My Profile'],
    ['/dashboard/change-password', 'Change Password'],
  ])('opens %s for an admin', async (path, title) => {
    mockApi({});
    await open(path, 'ADMIN');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['/properties', 'Properties'],
    ['/properties/1/2/villa', 'Properties'],
    ['/about', 'About'],
    ['/contact', 'Contact'],
    ['/Privacy-Policy', 'Privacy Policy'],
    ['/register', 'Register'],
    ['/forgot-password', 'Forgot Password'],
    ['/reset', 'Reset Password'],
    ['/unauthorized', 'Sorry you are not authorized to access.'],
  ])('opens %s', async (path, title) => {
    mockApi({});
    await open(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('opens /property/{slug} with the advert detail page', async () => {
    mockApi({
      'GET /adverts/sea-view-villa': {
        body: makeAdvertDetail({ slug: 'sea-view-villa', title: 'Sea view villa' }),
      },
    });
    await open('/property/sea-view-villa');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sea view villa' }),
    ).toBeInTheDocument();
  });

  it('shows the contact form, three offices and a map that goes interactive on request', async () => {
    mockApi({});
    await open('/contact');
    expect(await screen.findByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    const offices = within(screen.getByRole('list', { name: 'Our offices' }));
    expect(offices.getAllByRole('listitem')).toHaveLength(3);
    const frame = screen.getByTitle(/^Map:/);
    expect(frame).not.toHaveAttribute('src');
    expect(frame.getAttribute('srcdoc')).toContain('Open in OpenStreetMap');
    await userEvent.click(screen.getByRole('button', { name: 'Show interactive map' }));
    expect(screen.getByTitle(/^Map:/)).toHaveAttribute(
      'src',
      expect.stringContaining('openstreetmap.org/export/embed'),
    );
  });

  it('shows the mission and two feature bullets on About', async () => {
    mockApi({});
    await open('/about');
    expect(await screen.findByRole('heading', { name: 'Our mission' })).toBeInTheDocument();
    expect(document.querySelectorAll('.about-features li')).toHaveLength(2);
  });

  it('asks a visitor to log in before adding an advert', async () => {
    mockApi({});
    const router = await open('/add-new-advert');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('scrolls back to the top on every route change', async () => {
    mockApi({});
    const router = await open('/');
    await screen.findByPlaceholderText('Find a Perfect Property');
    vi.mocked(window.scrollTo).mockClear();
    await userEvent.click(screen.getAllByRole('link', { name: 'About' })[0]!);
    await screen.findByRole('heading', { name: 'Our mission' });
    expect(router.state.location.pathname).toBe('/about');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('RouteErrorPage', () => {
  it.each([
    [404, 'Not Found'],
    [405, 'Method Not Allowed'],
    [400, 'Bad Request'],
  ])('names the status %i', async (status, name) => {
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        loader: () => {
          throw new Response('', { status });
        },
        element: <p>never</p>,
        hydrateFallbackElement: <p>Loading route</p>,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`${status} ${name}`)).toBeInTheDocument();
  });

  it("shows a thrown error's message", async () => {
    function Broken(): never {
      throw new Error('Render failed');
    }
    const router = createMemoryRouter([
      { path: '/', errorElement: <RouteErrorPage />, element: <Broken /> },
    ]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Render failed')).toBeInTheDocument();
  });
});

/** Every page the router has, as a full pattern ('*' catch-alls and layout routes aside). */
function routerPatterns(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.path === undefined ? parent : joinPath(parent, route.path);
    const own = route.path !== undefined && !route.children ? [path] : [];
    const index = route.children?.some((child) => child.index) ? [path] : [];
    return [...own, ...index, ...routerPatterns(route.children ?? [], path)];
  });
}
const joinPath = (parent: string, path: string) =>
  path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;

describe('the server knows every page', () => {
  it("lists exactly the router's pages in WEB_PAGE_PATTERNS", () => {
    const fromRouter = new Set(routerPatterns(routes));
    expect([...fromRouter].sort()).toEqual([...WEB_PAGE_PATTERNS].sort());
  });

  it('matches parameters, deeper list paths and any letter case', () => {
    expect(isWebPage('/property/sunny-flat')).toBe(true);
    expect(isWebPage('/properties/1/2/garden/')).toBe(true);
    expect(isWebPage('/privacy-policy')).toBe(true);
    expect(isWebPage('/property')).toBe(false);
    expect(isWebPage('/dashboard/unknown')).toBe(false);
  });
});
