import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, loginThroughUi, test } from '../support/fixtures';
import { serveMapTiles } from '../support/map-tiles';
import { E2E_BASE_URL } from '../support/server';

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/typed-details';

async function tokenOf(request: APIRequestContext, who: { email: string; password: string }) {
  const login = await request.post('/api/auth/login', {
    data: { email: who.email, password: who.password },
  });
  return ((await login.json()) as { token: string }).token;
}

/** Picks the first real option of a select once the list has arrived. */
async function chooseFirst(page: Page, label: string) {
  const select = page.getByLabel(label, { exact: true });
  await expect(select.locator('option').nth(1)).toBeAttached();
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value!);
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Staff activate the advert as the admin editor does (PUT /adverts/admin/{id}, same values). */
async function activate(request: APIRequestContext, title: string) {
  const headers = { Authorization: await tokenOf(request, DEMO.admin) };
  const found = await request.get(`/api/adverts?q=${encodeURIComponent(title)}&status=PENDING`, {
    headers,
  });
  const id = ((await found.json()) as { content: { id: number }[] }).content[0]!.id;
  type View = {
    advert: Record<string, unknown> & {
      advertType: { id: number };
      category: { id: number };
      country: { id: number };
      city: { id: number };
      district: { id: number };
    };
    values: { keyId: number; value: string }[];
    version: number;
  };
  const view = (await (await request.get(`/api/adverts/admin/${id}`, { headers })).json()) as View;
  const a = view.advert;
  const res = await request.put(`/api/adverts/admin/${id}`, {
    headers,
    data: {
      title: a.title,
      description: a.description,
      price: a.price,
      currency: a.currency,
      location: a.location,
      isActive: a.isActive,
      advertType: a.advertType.id,
      category: a.category.id,
      country: a.country.id,
      city: a.city.id,
      district: a.district.id,
      values: view.values.map((v) => ({ keyId: v.keyId, value: v.value })),
      slug: a.slug,
      status: 'ACTIVATED',
      version: view.version,
    },
  });
  expect(res.status()).toBe(200);
}

test('an admin types a key, a member posts an advert with typed values, a visitor filters by bedrooms and finds it', async ({
  page,
  browser,
  request,
}) => {
  // The visitors' answers may be up to 10 s old (PUBLIC_CACHE_SECONDS).
  test.setTimeout(150_000);
  const stamp = Date.now();
  const category = `E2E Loft ${stamp}`;
  const title = `E2E typed loft ${stamp}`;

  // The admin makes a category whose Bedrooms are a number of rooms (0–20) and Garden is yes/no.
  await loginThroughUi(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/categories');
  await page.getByRole('button', { name: 'ADD NEW' }).click();
  const create = page.getByRole('form', { name: 'New Category' });
  await create.getByLabel('Title').fill(category);
  await create.getByLabel('Slug').fill(`e2e-loft-${stamp}`);
  await create.getByLabel('Sequence').fill('9');
  await create.getByTitle('house').first().click();
  for (const key of ['Bedrooms', 'Garden']) {
    await create.getByRole('textbox', { name: 'Property name' }).fill(key);
    await create.getByRole('button', { name: 'ADD', exact: true }).click();
  }
  await create.getByLabel('Type of Bedrooms').selectOption('number');
  await create.getByLabel('Unit of Bedrooms', { exact: true }).fill('rooms');
  await create.getByLabel('Minimum of Bedrooms').fill('0');
  await create.getByLabel('Maximum of Bedrooms').fill('20');
  await create.getByLabel('Type of Garden').selectOption('boolean');
  await shoot(page, 'category-form');
  await create.getByRole('button', { name: 'CREATE' }).click();
  await expect(page.getByText('New Category was created successfully')).toBeVisible();

  // A member posts an advert in it: a wrong number is refused at once, then 4 rooms, a garden, EUR.
  const memberContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const member = await memberContext.newPage();
  await loginThroughUi(member, DEMO.customer.email, DEMO.customer.password);
  await expect(member).toHaveURL(/\/dashboard/);
  await member.goto('/dashboard/add-new-advert');
  await member.getByLabel('Title', { exact: true }).fill(title);
  await member.getByLabel('Description').fill('A loft with typed details, made by the e2e test.');
  await member.getByLabel('Price').fill('450000');
  await member.getByLabel('Currency').selectOption('EUR');
  await member.getByLabel('Advert Type').selectOption({ label: 'Sale' });
  const categorySelect = member.getByLabel('Category', { exact: true });
  await expect(categorySelect.getByRole('option', { name: category })).toBeAttached();
  await categorySelect.selectOption({ label: category });
  await chooseFirst(member, 'Country');
  await chooseFirst(member, 'City');
  await chooseFirst(member, 'District');
  const details = member.getByRole('region', { name: 'Property Details' });
  const bedrooms = details.getByLabel('Bedrooms');
  await bedrooms.fill('-5');
  await bedrooms.blur();
  await expect(details.getByText('Bedrooms must be at least 0')).toBeVisible();
  await bedrooms.fill('4');
  await expect(details.getByText('Bedrooms must be at least 0')).toHaveCount(0);
  await details.getByRole('checkbox', { name: /Garden/ }).check();
  await shoot(member, 'new-advert');
  await member.getByRole('button', { name: 'CREATE' }).click();
  await expect(member.getByText('Your new advert was created successfully')).toBeVisible();
  await memberContext.close();
  await activate(request, title);

  // A visitor chooses the category, asks for 3 to 5 bedrooms, and finds the advert.
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const visitor = await context.newPage();
  await serveMapTiles(visitor);
  await visitor.goto('/properties');
  const filters = visitor.getByRole('form', { name: 'Filter properties' });
  await filters.getByLabel('Category').selectOption({ label: category });
  await filters.getByLabel('Bedrooms from').fill('3');
  await filters.getByLabel('Bedrooms to').fill('5');
  await filters.getByRole('button', { name: /Apply filters/ }).click();
  await expect(visitor).toHaveURL(/filter%5B\d+%5D=3\.\.5|filter\[\d+\]=3\.\.5/);
  const card = visitor.getByRole('article').filter({ hasText: title.slice(0, 30) });
  await expect(async () => {
    await visitor.reload();
    await expect(card).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(card.getByText('4 beds')).toBeVisible();
  await expect(card.getByText('€450,000.00')).toBeVisible();
  await shoot(visitor, 'filtered-list');

  // Out of the range, it is not listed.
  await filters.getByLabel('Bedrooms from').fill('5');
  await filters.getByRole('button', { name: /Apply filters/ }).click();
  await expect(visitor.getByRole('article').filter({ hasText: title.slice(0, 30) })).toHaveCount(0);
  await context.close();
});
