import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO, expect, loginThroughUi, test } from '../support/fixtures';
import { serveMapTiles } from '../support/map-tiles';
import { E2E_BASE_URL } from '../support/server';

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

/** The customer posts a PENDING advert through the API, as the add form does. */
async function postAdvert(request: APIRequestContext, title: string) {
  const country = await firstId(request, 'countries');
  const city = await firstId(request, `cities/${country}`);
  const district = await firstId(request, `districts/${city}`);
  const res = await request.post('/api/adverts', {
    headers: { Authorization: await tokenOf(request, DEMO.customer) },
    data: {
      title,
      description: 'A flat the moderation test posts.',
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
  expect(res.status()).toBe(201);
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

/** The staff list of pending adverts, searched for the title. */
const reviewQueue = (page: Page, title: string) =>
  page.goto(`/dashboard/adverts?status=0&q=${encodeURIComponent(title)}`);

test('a manager rejects an advert with a reason, the owner sees it and edits, an admin activates it and it is public', async ({
  page,
  request,
  browser,
}) => {
  // The visitors' cache (up to 10 s) comes on top of the rest.
  test.setTimeout(120_000);
  const title = `E2E moderated flat ${Date.now()}`;
  const reason = 'Please add <b>real</b> photos';
  await postAdvert(request, title);

  await loginThroughUi(page, DEMO.manager.email, DEMO.manager.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await reviewQueue(page, title);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Pending')).toBeVisible();
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const editor = page.getByRole('form', { name: 'Advert editor' });
  await expect(editor.getByLabel('Title', { exact: true })).toHaveValue(title);
  await editor.getByLabel('STATUS').selectOption('Rejected');
  await editor.getByLabel('Reason for rejection').fill(reason);
  await editor.getByRole('button', { name: 'Update' }).click();
  const rejecting = page.getByRole('dialog');
  await expect(rejecting).toContainText(`Reject the advert ${title}?`);
  await rejecting.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('The advert was saved.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/adverts\?.*status=0/);
  await expect(page.getByText('Total: 0')).toBeVisible();

  const customer = await openAs(browser, DEMO.customer);
  await customer.page.goto('/dashboard/my-adverts');
  const mine = customer.page.getByRole('row').filter({ hasText: title });
  await expect(mine.getByText('Rejected')).toBeVisible();
  await expect(mine.getByText(reason, { exact: true })).toBeVisible();
  await mine.getByRole('button', { name: `Edit ${title}` }).click();
  const ownEditor = customer.page.getByRole('form', { name: 'Advert editor' });
  await ownEditor.getByLabel('Description').fill('A flat with new, real photos.');
  await ownEditor.getByRole('button', { name: 'Update' }).click();
  await expect(
    customer.page.getByText(
      'Your changes were saved. The advert waits for review before it is shown.',
    ),
  ).toBeVisible();
  await expect(mine.getByText('Pending')).toBeVisible();
  await customer.close();
  expect(customer.problems, 'the customer saw no errors').toEqual([]);

  const admin = await openAs(browser, DEMO.admin);
  await reviewQueue(admin.page, title);
  const queued = admin.page.getByRole('row').filter({ hasText: title });
  await queued.getByRole('checkbox', { name: `Select ${title}` }).check();
  await admin.page.getByRole('button', { name: 'Activate' }).click();
  await admin.page.getByRole('dialog').getByRole('button', { name: 'Activate' }).click();
  await expect(admin.page.getByText('Activated 1 advert', { exact: true })).toBeVisible();
  await expect(admin.page.getByText('Total: 0')).toBeVisible();
  await admin.close();
  expect(admin.problems, 'the admin saw no errors').toEqual([]);

  // A visitor's list may be up to 10 s old: reload until the page shows the advert.
  const visitor = await browser.newContext({ baseURL: E2E_BASE_URL });
  const visitorPage = await visitor.newPage();
  await serveMapTiles(visitorPage);
  await expect(async () => {
    await visitorPage.goto(`/properties?q=${encodeURIComponent(title)}`);
    await expect(visitorPage.getByRole('img', { name: title, exact: true })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await visitor.close();
});

test('a manager reviews an advert from the desk, rejects it with a listed reason by key, and the owner reads it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `E2E desk flat ${Date.now()}`;
  await postAdvert(request, title);

  await loginThroughUi(page, DEMO.manager.email, DEMO.manager.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await reviewQueue(page, title);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('NEW')).toBeVisible();
  await row.getByRole('link', { name: `Review ${title}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/adverts\/review\/\d+\?/);
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await expect(page.getByLabel('Keyboard shortcuts')).toContainText('r reject');

  await page.keyboard.press('r');
  const dialog = page.getByRole('dialog', { name: `Reject "${title}"` });
  await dialog.getByRole('radio', { name: 'Price missing or wrong' }).check();
  await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill('The price is per month');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Rejected 1 advert', { exact: true })).toBeVisible();
  // The only advert of its list: the desk takes the moderator back to the (now empty) list.
  await expect(page.getByText('Total: 0')).toBeVisible();

  const customer = await openAs(browser, DEMO.customer);
  await customer.page.goto('/dashboard/my-adverts');
  const mine = customer.page.getByRole('row').filter({ hasText: title });
  await expect(mine.getByText('Rejected')).toBeVisible();
  await expect(
    mine.getByText('Price missing or wrong: The price is per month', { exact: true }),
  ).toBeVisible();
  await customer.close();
  expect(customer.problems, 'the customer saw no errors').toEqual([]);
});
