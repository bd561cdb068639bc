import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO, expect, loginThroughUi, test } from '../support/fixtures';
import { serveMapTiles } from '../support/map-tiles';
import { E2E_BASE_URL } from '../support/server';

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/moderation-edits';
type Who = { email: string; password: string };

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

/** The customer's live advert: posted as the add form does, then activated by the admin. */
async function liveAdvert(request: APIRequestContext, title: string) {
  const country = await firstId(request, 'countries');
  const city = await firstId(request, `cities/${country}`);
  const district = await firstId(request, `districts/${city}`);
  const posted = await request.post('/api/adverts', {
    headers: { Authorization: await tokenOf(request, DEMO.customer) },
    data: {
      title,
      description: 'A flat whose edits the moderation test follows.',
      price: 99000,
      location: 'By the station',
      isActive: true,
      advertType: await firstId(request, 'advert-types'),
      category: await firstId(request, 'categories?page=0&size=100&sort=title&type=DESC&q='),
      country,
      city,
      district,
      values: [],
    },
  });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()) as { id: number };
  const headers = { Authorization: await tokenOf(request, DEMO.admin) };
  const seen = (await (await request.get(`/api/adverts/admin/${id}`, { headers })).json()) as {
    version: number;
  };
  const activated = await request.put('/api/adverts/admin/status', {
    headers,
    data: { ids: [id], versions: { [id]: seen.version }, status: 'ACTIVATED' },
  });
  expect(activated.status()).toBe(200);
  return id;
}

/** Another person in their own browser, logged in through the UI; errors make the test fail. */
async function openAs(browser: Browser, who: Who) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
  page.on('response', (r) => void (r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`)));
  await serveMapTiles(page);
  await loginThroughUi(page, who.email, who.password);
  await expect(page).toHaveURL(/\/dashboard/);
  return { page, problems, close: () => context.close() };
}

/** Screenshots at both widths in English, then in Turkish once `turkish` sees the page's texts. */
async function shoot(page: Page, name: string, turkish: (page: Page) => Promise<void>) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await page.screenshot({ path: `${SHOTS}/${name}-en-${width}.png`, fullPage: true });
  }
  await page.evaluate(() => localStorage.setItem('language', 'tr'));
  await page.reload();
  await turkish(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await page.screenshot({ path: `${SHOTS}/${name}-tr-${width}.png`, fullPage: true });
  }
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The owner opens their advert's editor from My Adverts. */
async function openEditor(page: Page, title: string) {
  await page.goto('/dashboard/my-adverts');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const editor = page.getByRole('form', { name: 'Advert editor' });
  await expect(editor.getByLabel('Title', { exact: true })).toHaveValue(title);
  return editor;
}

test("an owner's edit of a live advert waits, a manager rejects it on the review page, the advert stays live and both are told", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const title = `E2E live flat ${Date.now()}`;
  const id = await liveAdvert(request, title);

  await loginThroughUi(page, DEMO.customer.email, DEMO.customer.password);
  await expect(page).toHaveURL(/\/dashboard/);
  const editor = await openEditor(page, title);
  // The editor has an address of its own: a reload keeps it open on the same advert.
  await expect(page).toHaveURL(new RegExp(`/dashboard/my-adverts\\?edit=${id}$`));
  await page.reload();
  await expect(editor.getByLabel('Title', { exact: true })).toHaveValue(title);
  await editor.getByLabel('Title', { exact: true }).fill(`${title} call 0555`);
  await editor.getByRole('button', { name: 'Update' }).click();
  await expect(
    page.getByText(
      'Your changes are waiting for review. The advert stays online as it was until they are approved.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Your new advert was created successfully')).toHaveCount(0);
  const mine = page.getByRole('row').filter({ hasText: title });
  await expect(mine.getByText('Activated')).toBeVisible();
  await expect(mine.getByText('Your edit is waiting for review.', { exact: false })).toBeVisible();

  const manager = await openAs(browser, DEMO.manager);
  await manager.page.goto(`/dashboard/adverts?status=0&q=${encodeURIComponent(title)}`);
  const row = manager.page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('EDIT')).toBeVisible();
  await expect(row.getByRole('button', { name: `Approve the edit of ${title}` })).toBeVisible();
  await row.getByRole('link', { name: `Review ${title}` }).click();
  await expect(manager.page).toHaveURL(new RegExp(`/dashboard/adverts/review/${id}\\?`));
  const changes = manager.page.getByRole('table');
  const titleRow = changes.getByRole('row', { name: /Title/ });
  await expect(titleRow.getByRole('cell').nth(0)).toHaveText(title);
  await expect(titleRow.getByRole('cell').nth(1)).toHaveText(`${title} call 0555`);
  await expect(manager.page.getByRole('button', { name: 'Approve edit' })).toBeEnabled();
  await shoot(manager.page, 'review-edit', async (p) => {
    await expect(p.getByRole('button', { name: 'Düzenlemeyi onayla' })).toBeEnabled();
  });

  await manager.page.getByRole('button', { name: 'Reject edit' }).click();
  const dialog = manager.page.getByRole('dialog', { name: `Reject the edit of "${title}"` });
  await expect(dialog).toContainText('The advert stays live as it was.');
  await dialog.getByRole('radio', { name: 'Contact details in the text' }).check();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(
    manager.page.getByText('The edit was rejected: the advert stays live as it was.'),
  ).toBeVisible();
  await manager.close();
  expect(manager.problems, 'the manager saw no errors').toEqual([]);

  await page.goto('/dashboard/my-adverts');
  await expect(mine.getByText('Activated')).toBeVisible();
  await expect(
    mine.getByText(
      'Your edit was rejected: Contact details in the text. The advert stays live as it was.',
    ),
  ).toBeVisible();
  await shoot(page, 'my-adverts-edit-rejected', async (p) => {
    await expect(p.getByText('Düzenlemeniz reddedildi', { exact: false }).first()).toBeVisible();
  });
  // The public still reads the approved advert.
  const advert = (await (
    await request.get(`/api/adverts/custom/${id}`, {
      headers: { Authorization: await tokenOf(request, DEMO.customer) },
    })
  ).json()) as { advert: { title: string; status: string } };
  expect(advert.advert).toMatchObject({ title, status: 'ACTIVATED' });
});

test('a new price alone is live at once; a later edit is approved from the list row, and a stale one is refused', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const title = `E2E priced flat ${Date.now()}`;
  const id = await liveAdvert(request, title);

  await loginThroughUi(page, DEMO.customer.email, DEMO.customer.password);
  await expect(page).toHaveURL(/\/dashboard/);
  let editor = await openEditor(page, title);
  await editor.getByLabel('Price', { exact: true }).fill('95000');
  await editor.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('The new price is live.', { exact: true })).toBeVisible();

  editor = await openEditor(page, title);
  await editor.getByLabel('Description').fill('A flat with a renewed kitchen.');
  await editor.getByRole('button', { name: 'Update' }).click();
  await expect(
    page.getByText('Your changes are waiting for review.', { exact: false }),
  ).toBeVisible();

  // The manager opens the review; the owner edits again meanwhile: the decision is refused.
  const manager = await openAs(browser, DEMO.manager);
  await manager.page.goto(`/dashboard/adverts/review/${id}?status=0`);
  await expect(manager.page.getByRole('button', { name: 'Approve edit' })).toBeEnabled();
  editor = await openEditor(page, title);
  await editor.getByLabel('Description').fill('A flat with a renewed kitchen and bathroom.');
  await editor.getByRole('button', { name: 'Update' }).click();
  await expect(
    page.getByText('Your changes are waiting for review.', { exact: false }),
  ).toBeVisible();
  await manager.page.getByRole('button', { name: 'Approve edit' }).click();
  await expect(
    manager.page.getByText('This advert changed since you opened it. Review it again.'),
  ).toBeVisible();

  await manager.page.goto(`/dashboard/adverts?status=0&q=${encodeURIComponent(title)}`);
  const row = manager.page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('EDIT')).toBeVisible();
  await shoot(manager.page, 'queue-edit-row', async (p) => {
    await expect(p.getByText('DÜZENLEME', { exact: false }).first()).toBeVisible();
  });
  await row.getByRole('button', { name: `Approve the edit of ${title}` }).click();
  await expect(
    manager.page.getByText('The edit was approved: the changes are live.'),
  ).toBeVisible();
  await manager.close();
  expect(
    manager.problems.filter((p) => !p.includes('409')),
    'the manager saw no errors but the refusal',
  ).toEqual([]);

  await page.goto('/dashboard/my-adverts');
  const mine = page.getByRole('row').filter({ hasText: title });
  await expect(mine.getByText('Activated')).toBeVisible();
  await expect(mine.getByText('Your edit', { exact: false })).toHaveCount(0);
});
