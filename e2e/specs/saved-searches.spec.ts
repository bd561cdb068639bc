import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO, expect, test } from '../support/fixtures';
import { lastMailText } from '../support/mail';
import { serveMapTiles } from '../support/map-tiles';
import { E2E_BASE_URL } from '../support/server';

type Who = { email: string; password: string };

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/saved-searches';

async function tokenOf(request: APIRequestContext, who: Who) {
  const login = await request.post('/api/auth/login', {
    data: { email: who.email, password: who.password },
  });
  return ((await login.json()) as { token: string }).token;
}

const firstId = async (request: APIRequestContext, path: string) => {
  const body = (await (await request.get(`/api/${path}`)).json()) as
    { id: number }[] | { content: { id: number }[] };
  return (Array.isArray(body) ? body : body.content)[0]!.id;
};

/** The customer posts a PENDING advert through the API, as the add form does. */
async function postAdvert(request: APIRequestContext, title: string) {
  const country = await firstId(request, 'countries');
  const city = await firstId(request, `cities/${country}`);
  const district = await firstId(request, `districts/${city}`);
  const res = await request.post('/api/adverts', {
    headers: { Authorization: await tokenOf(request, DEMO.customer) },
    data: {
      title,
      description: 'A flat the saved-search test posts.',
      price: 185000,
      location: 'By the park',
      isActive: true,
      advertType: await firstId(request, 'advert-types'),
      category: await firstId(request, 'categories?page=0&size=100&sort=title&type=DESC&q='),
      country,
      city,
      district,
      values: [],
    },
  });
  expect(res.status()).toBe(201);
}

/** The admin activates the advert from the review queue, in a browser of their own. */
async function approveAsAdmin(browser: Browser, title: string) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const page = await context.newPage();
  await serveMapTiles(page);
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(DEMO.admin.email);
  await page.getByLabel(/password/i).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/dashboard/adverts?status=0&q=${encodeURIComponent(title)}`);
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('checkbox', { name: `Select ${title}` }).check();
  await page.getByRole('button', { name: 'Activate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Activated 1 advert', { exact: true })).toBeVisible();
  await context.close();
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

/** The alert e-mail naming `title`, once the server's alert job has written it. */
async function alertMailAbout(to: string, title: string): Promise<string> {
  let text = '';
  await expect(async () => {
    text = await lastMailText(to, 2_000);
    expect(text).toContain(title);
    expect(text).toContain('matched your saved search');
  }).toPass({ timeout: 60_000 });
  return text;
}

// The changed link's 400, as the response and as the browser's console line.
test.use({
  allowedErrors: /400 GET .*\/api\/savedSearches\/unsubscribe\/|status of 400 \(Bad Request\)/,
});

// The searcher is the manager: the customer posts the advert (and gets its own e-mails).
test('a member saves a search, an approved match is e-mailed, and its unsubscribe link works', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const word = `kestrel${Date.now()}`;
  const title = `Loft ${word} by the park`;

  // A visitor's save goes through the login page and back to the same search, the dialog open.
  await page.goto(`/properties?q=${word}`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/email/i).fill(DEMO.manager.email);
  await page.getByLabel(/password/i).fill(DEMO.manager.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/properties\\?q=${word}$`));
  await shoot(page, 'properties');

  await expect(dialog.getByText(`“${word}”`)).toBeVisible();
  await dialog.getByLabel('Name').fill(`Lofts ${word}`);
  await expect(dialog.getByLabel(/^At once/)).toBeChecked();
  await shoot(page, 'save-dialog');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(
    page.getByText('Search saved. You will find it under Saved Searches.'),
  ).toBeVisible();

  await page.goto('/dashboard/saved-searches');
  const row = page.getByRole('listitem').filter({ hasText: `Lofts ${word}` });
  await expect(row.getByLabel('E-mail alerts')).toHaveValue('INSTANT');
  await shoot(page, 'saved-searches');

  await postAdvert(request, title);
  await approveAsAdmin(browser, title);
  const mail = await alertMailAbout(DEMO.manager.email, title);
  expect(mail).toContain(`matched your saved search “Lofts ${word}”`);
  expect(mail).toContain('$185,000.00');

  const link = /\/saved-searches\/unsubscribe\/([\w.-]+)/.exec(mail)!;
  const token = link[1]!;
  const changed = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
  await page.goto(`/saved-searches/unsubscribe/${changed}`);
  await expect(
    page.getByText('This unsubscribe link is not valid.', { exact: false }),
  ).toBeVisible();
  await page.goto('/dashboard/saved-searches');
  await expect(row.getByLabel('E-mail alerts')).toHaveValue('INSTANT');

  // Opening the link (as a mail scanner does) only shows what the button would turn off.
  await page.goto(link[0]);
  await expect(
    page.getByText(`You get e-mails (At once) about new homes for “Lofts ${word}”.`),
  ).toBeVisible();
  await shoot(page, 'unsubscribe-en');
  await page.evaluate(() => localStorage.setItem('language', 'tr'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Bu e-postaları kapatın' })).toBeVisible();
  await shoot(page, 'unsubscribe-tr');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.goto('/dashboard/saved-searches');
  await expect(row.getByLabel('E-mail alerts')).toHaveValue('INSTANT');

  await page.goto(link[0]);
  await page.getByRole('button', { name: 'Turn off these e-mails' }).click();
  await expect(
    page.getByText('You will get no more e-mails about this saved search.'),
  ).toBeVisible();
  await shoot(page, 'unsubscribed');
  await page.goto('/dashboard/saved-searches');
  await expect(row.getByLabel('E-mail alerts')).toHaveValue('NONE');

  await row.getByRole('button', { name: `Delete Lofts ${word}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The saved search was deleted.')).toBeVisible();
});
