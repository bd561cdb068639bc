import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

interface Named {
  id: number;
  title: string;
}

/** The id of an advert type or category, read from the real API. */
async function lookupId(request: APIRequestContext, path: string, title: string) {
  const body = (await (await request.get(`/api${path}`)).json()) as Named[] | { content: Named[] };
  const items = Array.isArray(body) ? body : body.content;
  const found = items.find((item) => item.title === title);
  if (!found) throw new Error(`No ${title} at ${path}`);
  return found.id;
}

const results = (page: Page) => page.locator('section.results');
const cards = (page: Page) => page.getByRole('list', { name: 'Properties' }).getByRole('article');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Property pages' });
const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

/**
 * Waits until the list shows the answer for the address now in the location bar: the URL moves
 * before the list re-renders, so "not busy" alone may still describe the previous search.
 */
async function settled(page: Page) {
  const { pathname, search } = new URL(page.url());
  await expect(results(page)).toHaveAttribute('data-shown-for', pathname + search);
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
}

/** The home page once its sections have loaded (leaving earlier would cancel their requests). */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Popular properties' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Properties by type' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Properties by city' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Villa' })).toBeVisible();
}

async function totalOf(page: Page): Promise<number> {
  const text = await page.getByRole('heading', { name: /^\d[\d,]* propert(y|ies)$/ }).innerText();
  return Number(text.replace(/\D/g, ''));
}

async function everyCard(list: Locator, check: (card: Locator) => Promise<void>) {
  const count = await list.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await check(list.nth(i));
}

test('a visitor searches from the home page, pages through the list and opens an advert', async ({
  page,
  request,
}) => {
  const saleId = await lookupId(request, '/advert-types', 'Sale');
  const villaId = await lookupId(request, '/categories?page=0&size=100', 'Villa');
  await openHome(page);

  await page.getByRole('group', { name: 'Advert type' }).getByText('Sale').click();
  await page.getByRole('group', { name: 'Category' }).getByText('Villa').click();
  await expect(page.getByRole('radio', { name: 'Sale' })).toBeChecked();
  await page.getByPlaceholder('Find a Perfect Property').fill('villa');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/properties/${saleId}/${villaId}/villa$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
  await settled(page);
  await expect(select(page, 'Advert type')).toHaveValue(String(saleId));
  await expect(select(page, 'Category')).toHaveValue(String(villaId));
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('villa');
  await everyCard(cards(page), async (card) => {
    const badges = card.getByRole('list', { name: 'Type and category' });
    await expect(badges).toHaveText(/Sale\s*Villa/);
  });

  // Broadens the search to every Sale advert: more than one page.
  await select(page, 'Category').selectOption({ label: 'Any category' });
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`/properties\\?advertType=${saleId}$`));
  await settled(page);
  const total = await totalOf(page);
  const pages = Math.ceil(total / 10);
  expect(pages).toBeGreaterThan(2);
  await expect(cards(page)).toHaveCount(10);
  await expect(pager(page)).toContainText(`1 / ${pages}`);
  await expect(pager(page).getByRole('button', { name: 'First page' })).toBeDisabled();
  await expect(pager(page).getByRole('button', { name: 'Previous page' })).toBeDisabled();

  const firstTitle = await cards(page).first().getByRole('link').getAttribute('title');
  await pager(page).getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=1$/);
  await settled(page);
  await expect(pager(page)).toContainText(`2 / ${pages}`);
  await expect(cards(page).first().getByRole('link')).not.toHaveAttribute('title', firstTitle!);

  await pager(page).getByRole('button', { name: 'Last page' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]page=${pages - 1}$`));
  await settled(page);
  await expect(pager(page)).toContainText(`${pages} / ${pages}`);
  await expect(cards(page)).toHaveCount(total - (pages - 1) * 10);
  await expect(pager(page).getByRole('button', { name: 'Next page' })).toBeDisabled();
  await expect(pager(page).getByRole('button', { name: 'Last page' })).toBeDisabled();

  await pager(page).getByRole('button', { name: 'First page' }).click();
  await expect(page).toHaveURL(new RegExp(`/properties\\?advertType=${saleId}$`));
  await settled(page);
  await expect(pager(page)).toContainText(`1 / ${pages}`);
  await expect(cards(page).first().getByRole('link')).toHaveAttribute('title', firstTitle!);

  const card = cards(page).nth(1);
  const title = (await card.getByRole('link').getAttribute('title'))!;
  // Anywhere on the card: its link covers the picture too.
  await card.click({ position: { x: 120, y: 90 } });
  await expect(page).toHaveURL(/\/property\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a suggestion opens its advert', async ({ page }) => {
  await openHome(page);
  const box = page.getByRole('combobox', { name: 'Search properties' });
  await box.fill('garden');
  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(20);
  const title = await options.first().locator('.search-suggestions__title').innerText();
  await options.first().click();
  await expect(page).toHaveURL(/\/property\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('the suggestions follow the keyboard and clear when the text is blank', async ({ page }) => {
  await openHome(page);
  const box = page.getByRole('combobox', { name: 'Search properties' });
  await box.fill('villa');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list).toBeVisible();
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  const active = list.getByRole('option', { selected: true });
  await expect(active).toHaveCount(1);
  await expect(box).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id'))!);
  await box.press('Escape');
  await expect(list).toBeHidden();
  await box.fill('   ');
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
});

/** A district of `country` with public adverts, and its city: the demo data decides which. */
async function districtWithAdverts(request: APIRequestContext, country: string) {
  type Place = { id: number; name: string };
  const read = async <T>(path: string) => (await (await request.get(`/api${path}`)).json()) as T;
  const countryId = (await read<Place[]>('/countries')).find((c) => c.name === country)!.id;
  for (const city of await read<Place[]>(`/cities/${countryId}`))
    for (const district of await read<Place[]>(`/districts/${city.id}`)) {
      const found = await read<{ totalElements: number }>(
        `/adverts?district=${district.id}&size=1`,
      );
      if (found.totalElements > 0) return { city: city.name, district: district.name };
    }
  throw new Error(`No district of ${country} has adverts`);
}

test('the list filters by country, city and district', async ({ page }) => {
  const place = await districtWithAdverts(page.request, 'Spain');
  await page.goto('/properties');
  await settled(page);
  const all = await totalOf(page);
  await expect(select(page, 'City')).toBeDisabled();

  await select(page, 'Country').selectOption({ label: 'Spain' });
  await expect(select(page, 'City')).toBeEnabled();
  await select(page, 'City').selectOption({ label: place.city });
  await expect(select(page, 'District')).toBeEnabled();
  await select(page, 'District').selectOption({ label: place.district });
  await page.getByRole('button', { name: 'Apply filters' }).click();

  await expect(page).toHaveURL(/\/properties\?country=\d+&city=\d+&district=\d+$/);
  await settled(page);
  expect(await totalOf(page)).toBeLessThan(all);
  await everyCard(cards(page), async (card) => {
    await expect(card).toContainText(`${place.district}, ${place.city}`);
  });

  // Another country clears the city and the district.
  await select(page, 'Country').selectOption({ label: 'Italy' });
  await expect(select(page, 'City')).toHaveValue('');
  await expect(select(page, 'District')).toHaveValue('');
  await expect(select(page, 'District')).toBeDisabled();
});

test('a city on the home page opens its list with the city chosen in the panel', async ({
  page,
}) => {
  await openHome(page);
  const city = page.getByRole('list', { name: 'Properties by city' }).getByRole('link').first();
  const name = await city.locator('.city-chip__name').innerText();
  await city.click();
  await expect(page).toHaveURL(/\/properties\?country=\d+&city=\d+$/);
  await settled(page);
  await expect(select(page, 'City').locator('option:checked')).toHaveText(name);
  await everyCard(cards(page), async (card) => {
    await expect(card).toContainText(`, ${name}`);
  });
});

test('a search without results says so and can be reset', async ({ page }) => {
  await openHome(page);
  await page.getByPlaceholder('Find a Perfect Property').fill('qqqzzzxx');
  await expect(page.getByText('No matching properties')).toBeVisible();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/properties\/0\/0\/qqqzzzxx$/);
  await expect(page.getByText('No properties match your search.')).toBeVisible();
  await expect(page.getByRole('heading', { name: '0 properties' })).toBeVisible();
  await expect(pager(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page).toHaveURL(/\/properties$/);
  // The address changes before the list re-renders (a transition): wait for the new count first.
  await expect(page.getByRole('heading', { name: /^\d[\d,]* propert(y|ies)$/ })).not.toHaveText(
    '0 properties',
  );
  await settled(page);
  expect(await totalOf(page)).toBeGreaterThan(0);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
});

test('the list keeps its filters, sort and page over a reload and back/forward', async ({
  page,
}) => {
  await page.goto('/properties');
  await settled(page);
  await select(page, 'Advert type').selectOption({ label: 'Rent' });
  await page.getByLabel('Min price').fill('500');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await settled(page);
  await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/sort=price-desc/);
  await settled(page);
  await pager(page).getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=1/);
  await settled(page);
  const url = page.url();
  const total = await totalOf(page);
  const titles = await cards(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('title')));

  await page.reload();
  await settled(page);
  expect(page.url()).toBe(url);
  await expect(select(page, 'Advert type').locator('option:checked')).toHaveText('Rent');
  await expect(page.getByLabel('Min price')).toHaveValue('500');
  await expect(page.getByLabel('Sort by').locator('option:checked')).toHaveText(
    'Price: high to low',
  );
  await expect(pager(page)).toContainText(`2 / ${Math.ceil(total / 10)}`);
  expect(await totalOf(page)).toBe(total);
  await expect(cards(page).getByRole('link')).toHaveCount(titles.length);
  expect(
    await cards(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('title'))),
  ).toEqual(titles);

  await page.goBack();
  await expect(page).toHaveURL(/sort=price-desc$/);
  await settled(page);
  await expect(pager(page)).toContainText('1 /');
  await page.goForward();
  await expect(page).toHaveURL(/page=1$/);
  await settled(page);
  await expect(pager(page)).toContainText('2 /');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters open behind a Filter button', async ({ page }) => {
    await page.goto('/properties');
    await settled(page);
    await expect(page.getByRole('button', { name: 'Apply filters' })).toBeHidden();
    await page.getByRole('button', { name: /^Filter/ }).click();
    const panel = page.getByRole('dialog', { name: 'Filter' });
    await expect(panel).toBeVisible();
    await panel.getByRole('combobox', { name: 'Advert type' }).selectOption({ label: 'Sale' });
    await panel.getByRole('button', { name: 'Apply filters' }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/advertType=\d+/);
    await settled(page);
    await expect(page.getByRole('button', { name: /^Filter 1 active$/ })).toBeVisible();
  });
});
