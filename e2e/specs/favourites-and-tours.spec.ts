import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, loginThroughUi, test } from '../support/fixtures';

/** The advert page's own heart: the similar and nearby homes' cards below have theirs. */
const advertHeart = (page: Page, name: 'Add to favourites' | 'Remove from favourites') =>
  page.locator('.advert-detail__header').getByRole('button', { name });

interface ListedAdvert {
  id: number;
  slug: string;
  title: string;
  user: { id: number };
}

async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { user: { id: number }; token: string };
}

/** Public adverts of the demo data, newest first. */
async function publicAdverts(request: APIRequestContext): Promise<ListedAdvert[]> {
  const res = await request.get('/api/adverts?size=100');
  return ((await res.json()) as { content: ListedAdvert[] }).content;
}

/** Public adverts the customer neither owns nor has among their favourites. */
async function customerCandidates(request: APIRequestContext) {
  const { user, token } = await apiLogin(request, DEMO.customer.email, DEMO.customer.password);
  const favourites = (await (
    await request.get('/api/favorites/forCart/auth', { headers: { Authorization: token } })
  ).json()) as Array<{ advertId: number }>;
  const taken = new Set(favourites.map((f) => f.advertId));
  const adverts = await publicAdverts(request);
  return {
    user,
    others: adverts.filter((a) => a.user.id !== user.id && !taken.has(a.id)),
    own: adverts.filter((a) => a.user.id === user.id),
  };
}

async function logInAsCustomer(page: Page) {
  await loginThroughUi(page, DEMO.customer.email, DEMO.customer.password);
  await expect(page).toHaveURL(/\/dashboard/);
}

/** A date a few weeks ahead, as the date input takes it. */
function futureDate(daysAhead: number): string {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  return d.toISOString().slice(0, 10);
}

test('a customer favourites an advert on its detail page and the heart stays after a reload', async ({
  page,
  request,
}) => {
  const { others } = await customerCandidates(request);
  const advert = others[0]!;
  await logInAsCustomer(page);
  await page.goto(`/property/${advert.slug}`);
  const heart = advertHeart(page, 'Add to favourites');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  const pressed = advertHeart(page, 'Remove from favourites');
  await expect(pressed).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: advert.title })).toBeVisible();
  await expect(pressed).toHaveAttribute('aria-pressed', 'true');

  await pressed.click();
  await expect(advertHeart(page, 'Add to favourites')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: advert.title })).toBeVisible();
  await expect(advertHeart(page, 'Add to favourites')).toHaveAttribute('aria-pressed', 'false');
});

test('a heart set on a property card shows on the detail page and after a reload', async ({
  page,
  request,
}) => {
  await logInAsCustomer(page);
  await page.goto('/properties');
  const cards = page.locator('article.advert-card');
  await expect(cards.first()).toBeVisible();
  const { others } = await customerCandidates(request);
  const candidates = new Set(others.map((a) => a.slug));
  // The first card on the page that the customer may favourite.
  const hrefs = await cards
    .locator('a.advert-card__link')
    .evaluateAll((links) => links.map((a) => decodeURIComponent(a.getAttribute('href') ?? '')));
  const slug = hrefs.map((h) => h.replace('/property/', '')).find((s) => candidates.has(s));
  expect(slug, 'a card the customer has not favourited yet').toBeTruthy();
  const card = page.locator(`article.advert-card:has(a[href="/property/${slug}"])`);

  await card.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(card.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(card.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();

  await card.locator('a.advert-card__link').click();
  await expect(page).toHaveURL(new RegExp(`/property/${slug}$`));
  await expect(advertHeart(page, 'Remove from favourites')).toHaveAttribute('aria-pressed', 'true');
  // Leave the demo data as it was.
  await advertHeart(page, 'Remove from favourites').click();
  await expect(advertHeart(page, 'Add to favourites')).toBeVisible();
});

test("a visitor's heart opens the login page and comes back to the same advert", async ({
  page,
  request,
}) => {
  const advert = (await customerCandidates(request)).others[1]!;
  await page.goto(`/property/${advert.slug}`);
  await advertHeart(page, 'Add to favourites').click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel(/email/i).fill(DEMO.customer.email);
  await page.getByLabel(/password/i).fill(DEMO.customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/property/${advert.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: advert.title })).toBeVisible();
  // Nothing was toggled on the visitor's behalf: the heart waits for their own click.
  await expect(advertHeart(page, 'Add to favourites')).toHaveAttribute('aria-pressed', 'false');
});

test("a visitor's heart on a list card comes back to the same list page and sort", async ({
  page,
}) => {
  await page.goto('/properties?sort=price-asc&page=1');
  const card = page.locator('article.advert-card').first();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel(/email/i).fill(DEMO.customer.email);
  await page.getByLabel(/password/i).fill(DEMO.customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return [url.pathname, url.searchParams.get('sort'), url.searchParams.get('page')];
    })
    .toEqual(['/properties', 'price-asc', '1']);
  await expect(page.locator('article.advert-card').first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the scroll-to-top button never covers the tour request button', async ({
    page,
    request,
  }) => {
    const advert = (await publicAdverts(request))[0]!;
    await page.goto(`/property/${advert.slug}`);
    // On a phone the form comes below the description, once the visitor scrolls towards it.
    await page.locator('.advert-detail__tour').scrollIntoViewIfNeeded();
    const submit = page.getByRole('button', { name: 'Submit a tour request' });
    await expect(submit).toBeVisible();
    const submitTop = await submit.evaluate((el) => el.getBoundingClientRect().top + scrollY);
    const corner = page.locator('button.scroll-to-top');
    // Scroll so the submit button passes through the bottom corner where the scroll button sits.
    for (const offset of [-40, -20, 0, 20, 60, 200]) {
      const y = Math.max(0, submitTop - 844 + offset + 45);
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(Math.round(y));
      await expect(corner).toBeAttached();
      const boxes = await page.evaluate(() => {
        const button = document.querySelector('button.scroll-to-top')!;
        const tour = Array.from(document.querySelectorAll('button')).find((b) =>
          b.textContent?.includes('Submit a tour request'),
        )!;
        return {
          shown: getComputedStyle(button).visibility !== 'hidden',
          a: button.getBoundingClientRect().toJSON() as DOMRect,
          b: tour.getBoundingClientRect().toJSON() as DOMRect,
        };
      });
      const { a, b } = boxes;
      const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      expect(boxes.shown && overlap, `scrolled to ${y}`).toBe(false);
    }
    // Past the form the button is back.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
  });
});

test("a visitor's tour request asks to log in and goes to /login, then back", async ({
  page,
  request,
}) => {
  const advert = (await publicAdverts(request))[0]!;
  await page.goto(`/property/${advert.slug}`);
  await page.getByLabel('Tour Date').fill(futureDate(20));
  await page.getByRole('button', { name: 'Submit a tour request' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('You must login for tour request');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel(/email/i).fill(DEMO.customer.email);
  await page.getByLabel(/password/i).fill(DEMO.customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/property/${advert.slug}$`));
});

test('the tour form will not send without a date', async ({ page, request }) => {
  const advert = (await publicAdverts(request))[0]!;
  await page.goto(`/property/${advert.slug}`);
  await page.getByRole('button', { name: 'Submit a tour request' }).click();
  await expect(page.getByLabel('Tour Date')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('a customer books a tour', () => {
  test.use({ allowedErrors: /status of 409|409 POST .*\/api\/tourRequest/ });

  test('sees the success toast, and the server message when booking the same time again', async ({
    page,
    request,
  }) => {
    const { others } = await customerCandidates(request);
    const advert = others[1]!;
    await logInAsCustomer(page);
    await page.goto(`/property/${advert.slug}`);
    const grid = page.getByRole('group', { name: 'Tour time' });
    await expect(grid.getByRole('radio', { checked: true })).toHaveAccessibleName('10:00');
    await expect(grid.getByRole('radio')).toHaveCount(48);

    const date = futureDate(21);
    await page.getByLabel('Tour Date').fill(date);
    await grid.getByText('14:30', { exact: true }).click();
    await page.getByRole('button', { name: 'Submit a tour request' }).click();
    await expect(page.getByText('Your tour request was created successfully')).toBeVisible();

    await page.getByLabel('Tour Date').fill(date);
    await grid.getByText('14:30', { exact: true }).click();
    await expect(grid.getByRole('radio', { name: '14:30, free' })).toBeChecked();
    await page.getByRole('button', { name: 'Submit a tour request' }).click();
    await expect(
      page.getByText('You have already requested a tour of this advert at this time.'),
    ).toBeVisible();
  });
});

test('the owner sees a note instead of the tour form on their own advert', async ({
  page,
  request,
}) => {
  const { own } = await customerCandidates(request);
  test.skip(own.length === 0, 'the demo customer has no public advert');
  await logInAsCustomer(page);
  await page.goto(`/property/${own[0]!.slug}`);
  await expect(
    page.getByText('This is your advert, so you cannot book a tour of it.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit a tour request' })).toHaveCount(0);
});

/** Any first lookup id (advert type, category, place), as the add form would pick. */
const firstId = async (request: APIRequestContext, path: string) => {
  const body = (await (await request.get(`/api/${path}`)).json()) as
    { id: number }[] | { content: { id: number }[] };
  return (Array.isArray(body) ? body : body.content)[0]!.id;
};

/** An advert form the API takes, with the given title and description. */
async function advertFormOf(request: APIRequestContext, title: string, description: string) {
  const country = await firstId(request, 'countries');
  const city = await firstId(request, `cities/${country}`);
  return {
    title,
    description,
    price: 321000,
    location: 'By the harbour',
    isActive: true,
    advertType: await firstId(request, 'advert-types'),
    category: await firstId(request, 'categories?page=0&size=100&sort=title&type=DESC&q='),
    country,
    city,
    district: await firstId(request, `districts/${city}`),
    values: [],
  };
}

async function decideAsAdmin(
  request: APIRequestContext,
  advertId: number,
  status: 'ACTIVATED' | 'REJECTED',
) {
  const { token } = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
  const headers = { Authorization: token };
  const view = (await (
    await request.get(`/api/adverts/admin/${advertId}`, { headers })
  ).json()) as {
    version: number;
  };
  const res = await request.put('/api/adverts/admin/status', {
    headers,
    data: { ids: [advertId], versions: { [advertId]: view.version }, status, reason: 'Other' },
  });
  expect(res.status()).toBe(200);
}

test('a favourite rejected and edited in place by its owner shows only what was last public', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const approved = `E2E approved loft ${stamp}`;
  const owner = await apiLogin(request, DEMO.manager.email, DEMO.manager.password);
  const posted = await request.post('/api/adverts', {
    headers: { Authorization: owner.token },
    data: await advertFormOf(request, approved, 'Approved words.'),
  });
  expect(posted.status()).toBe(201);
  const advert = (await posted.json()) as { id: number; slug: string };
  await decideAsAdmin(request, advert.id, 'ACTIVATED');
  const fan = await apiLogin(request, DEMO.customer.email, DEMO.customer.password);
  const hearted = await request.post('/api/favorites', {
    headers: { Authorization: fan.token },
    data: { advertId: advert.id },
  });
  expect(((await hearted.json()) as { favory: boolean }).favory).toBe(true);
  await decideAsAdmin(request, advert.id, 'REJECTED');
  const edited = await request.put(`/api/adverts/auth/${advert.slug}`, {
    headers: { Authorization: owner.token },
    data: await advertFormOf(request, `E2E unreviewed ${stamp}`, 'Unreviewed words.'),
  });
  expect(edited.status()).toBe(200);

  await logInAsCustomer(page);
  await page.goto('/dashboard/favorites');
  const card = page.getByRole('article', { name: approved });
  await expect(card).toContainText('No longer available');
  await expect(card).toContainText('$321,000.00');
  await expect(card.getByRole('link')).toHaveCount(0);
  await expect(page.getByText(`E2E unreviewed ${stamp}`)).toHaveCount(0);
  for (const language of ['en', 'tr'] as const) {
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await page.reload();
    await expect(page.getByRole('article', { name: approved })).toContainText(
      language === 'en' ? 'No longer available' : 'Artık mevcut değil',
    );
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('article', { name: approved }).scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `test-results/screens/favourite-gone-${language}-${width}.png`,
      });
    }
  }
  await page.evaluate(() => localStorage.setItem('language', 'en'));

  // The heart still removes it, after asking.
  await page.reload();
  await page
    .getByRole('article', { name: approved })
    .getByRole('button', { name: 'Remove from favourites' })
    .click();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByRole('article', { name: approved })).toHaveCount(0);
});
