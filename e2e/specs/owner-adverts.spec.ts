import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, expect, loginThroughUi, test } from '../support/fixtures';
import { serveMapTiles } from '../support/map-tiles';
import { E2E_BASE_URL } from '../support/server';

/** A small picture made for the test: a flat colour, as JPEG or PNG. */
async function picture(name: string, format: 'jpeg' | 'png', red: number) {
  const image = sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: red, g: 120, b: 180 } },
  });
  const buffer = await (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

/** Picks the first real option of a select once the list has arrived. */
async function chooseFirst(page: Page, label: string) {
  const select = page.getByLabel(label, { exact: true });
  await expect(select.locator('option').nth(1)).toBeAttached();
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value!);
}

/** The upload name (img-{index}) of the advert's featured picture, read through the API. */
async function featuredPictureName(request: APIRequestContext, title: string) {
  const headers = { Authorization: await tokenOf(request, DEMO.customer) };
  const mine = await request.get(`/api/adverts/auth?q=${encodeURIComponent(title)}`, { headers });
  const advert = ((await mine.json()) as { content: { id: number }[] }).content[0]!;
  const gallery = await request.get(`/api/images/advert/${advert.id}`, { headers });
  const pictures = (await gallery.json()) as { name: string; featured: boolean }[];
  return { advertId: advert.id, featured: pictures.find((p) => p.featured)?.name };
}

async function tokenOf(request: APIRequestContext, who: { email: string; password: string }) {
  const login = await request.post('/api/auth/login', {
    data: { email: who.email, password: who.password },
  });
  return ((await login.json()) as { token: string }).token;
}

interface AdminView {
  advert: {
    id: number;
    slug: string;
    title: string;
    description: string;
    price: number;
    location: string;
    isActive: boolean;
    advertType: { id: number };
    category: { id: number };
    country: { id: number };
    city: { id: number };
    district: { id: number };
  };
  version: number;
  imges: { url: string; cardUrl: string; featured: boolean }[];
  values: { keyId: number; value: string }[];
  status: string;
}

/** Staff activate the advert the way the admin editor does: PUT /adverts/admin/{id}. */
/** Staff activate an advert whose owner's changes wait: the changes go live. */
async function approveChanges(request: APIRequestContext, advertId: number) {
  const headers = { Authorization: await tokenOf(request, DEMO.admin) };
  const view = (await (
    await request.get(`/api/adverts/admin/${advertId}`, { headers })
  ).json()) as AdminView & { version: number };
  const res = await request.put('/api/adverts/admin/status', {
    headers,
    data: { ids: [advertId], versions: { [advertId]: view.version }, status: 'ACTIVATED' },
  });
  expect(res.status()).toBe(200);
}

async function activateAsAdmin(request: APIRequestContext, advertId: number) {
  const headers = { Authorization: await tokenOf(request, DEMO.admin) };
  const view = (await (
    await request.get(`/api/adverts/admin/${advertId}`, { headers })
  ).json()) as AdminView;
  const a = view.advert;
  const res = await request.put(`/api/adverts/admin/${advertId}`, {
    headers,
    data: {
      title: a.title,
      description: a.description,
      price: a.price,
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
  expect(((await res.json()) as { status: string }).status).toBe('ACTIVATED');
  return view;
}

/** How many public adverts a visitor's search for the title finds (answers may be 10 s old). */
async function publicCount(request: APIRequestContext, title: string) {
  const res = await request.get(`/api/adverts?q=${encodeURIComponent(title)}`);
  return ((await res.json()) as { totalElements: number }).totalElements;
}

/**
 * A visitor (a browser context without a token) finds the advert in the property list with its
 * featured picture on the card, and opens its page with that picture first in the gallery.
 */
async function seeAsVisitor(
  browser: Browser,
  advert: { title: string; slug: string },
  featured: { url: string; cardUrl: string },
) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const visitor = await context.newPage();
  const problems: string[] = [];
  visitor.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
  visitor.on(
    'response',
    (r) => void (r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`)),
  );
  await serveMapTiles(visitor);
  await visitor.goto(`/properties?q=${encodeURIComponent(advert.title)}`);
  const card = visitor.getByRole('img', { name: advert.title, exact: true });
  await expect(card).toHaveAttribute('src', featured.cardUrl);
  await visitor.goto(`/property/${advert.slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: advert.title })).toBeVisible();
  const first = visitor.getByRole('img', { name: `${advert.title}, picture 1 of 3` });
  await expect(first).toHaveAttribute('src', featured.url);
  expect(problems, 'the visitor saw no errors').toEqual([]);
  await context.close();
}

async function fillNewAdvert(page: Page, title: string) {
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description').fill('A quiet flat with a garden, made by the e2e test.');
  await page.getByLabel('Price').fill('1250000');
  await chooseFirst(page, 'Advert Type');
  await chooseFirst(page, 'Category');
  await chooseFirst(page, 'Country');
  await chooseFirst(page, 'City');
  await chooseFirst(page, 'District');
  await page.getByLabel('Location').fill('Near the park');
  const details = page.getByRole('region', { name: 'Property Details' });
  // The demo keys are typed: the first is a number (Bedrooms, or an area).
  await expect(details.getByRole('spinbutton').first()).toBeVisible();
  await details.getByRole('spinbutton').first().fill('3');
}

test('a customer posts an advert with three pictures; once activated it is public with its featured picture; an edit waits for review while it stays live', async ({
  page,
  request,
  browser,
}) => {
  // Two waits on the visitors' cache (up to PUBLIC_CACHE_SECONDS, 10 s) come on top of the rest.
  test.setTimeout(120_000);
  const title = `E2E garden flat ${Date.now()}`;
  await loginThroughUi(page, DEMO.customer.email, DEMO.customer.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/add-new-advert');
  await expect(page.getByRole('heading', { level: 1, name: 'NEW ADVERT' })).toBeVisible();
  await fillNewAdvert(page, title);

  await page
    .getByLabel('Choose pictures')
    .setInputFiles([
      await picture('front.jpg', 'jpeg', 200),
      await picture('garden.png', 'png', 60),
      await picture('kitchen.jpg', 'jpeg', 120),
    ]);
  const picks = page.getByRole('list', { name: 'New pictures' }).getByRole('listitem');
  await expect(picks).toHaveCount(3);
  await page.getByLabel('garden.png').check();
  await page.getByRole('button', { name: 'SET AS FEATURED' }).click();
  await expect(picks.nth(1).getByText('Featured')).toBeVisible();
  await page.getByRole('button', { name: 'CREATE' }).click();

  await expect(page).toHaveURL(/\/dashboard\/my-adverts$/);
  await expect(page.getByText('Your new advert was created successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(row.getByText('$1,250,000.00')).toBeVisible();
  await expect(row.getByText('0/0/0')).toBeVisible();

  const publicList = await request.get(`/api/adverts?q=${encodeURIComponent(title)}`);
  expect(((await publicList.json()) as { totalElements: number }).totalElements).toBe(0);

  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const editor = page.getByRole('form', { name: 'Advert editor' });
  await expect(editor.getByLabel('Title', { exact: true })).toHaveValue(title);
  const saved = page.getByRole('list', { name: 'Saved pictures' }).getByRole('listitem');
  await expect(saved).toHaveCount(3);
  // The featured picture comes first in the gallery; it is the second one sent (garden.png).
  await expect(saved.getByText('Featured', { exact: true })).toHaveCount(1);
  await expect(saved.first().getByText('Featured', { exact: true })).toBeVisible();
  const { advertId, featured } = await featuredPictureName(request, title);
  expect(featured).toBe('img-1');
  await editor.getByRole('button', { name: 'Close' }).click();

  // Staff activate it (the admin screen's call); the owner's list shows it at once.
  const view = await activateAsAdmin(request, advertId);
  const featuredImage = view.imges.find((image) => image.featured)!;
  await page.reload();
  await expect(row.getByText('Activated')).toBeVisible();
  // Visitors' answers may be up to 10 s old: wait until the search finds it, then look.
  await expect.poll(() => publicCount(request, title), { timeout: 20_000 }).toBe(1);
  await seeAsVisitor(browser, { title, slug: view.advert.slug }, featuredImage);

  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(editor.getByLabel('Title', { exact: true })).toHaveValue(title);
  await editor.getByLabel('Title', { exact: true }).fill(`${title} renewed`);
  await editor.getByRole('button', { name: 'Update' }).click();
  // A live advert stays online: the changes wait for review (docs/product.md#revisions).
  await expect(page.getByText(/Your changes are waiting for review/)).toBeVisible();
  await expect(row.getByText('Activated')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `${title} renewed` })).toHaveCount(0);
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(editor.getByText(/are waiting for review/)).toBeVisible();
  await expect(editor.getByLabel('Title', { exact: true })).toHaveValue(`${title} renewed`);
  await editor.getByRole('button', { name: 'Close' }).click();
  expect(await publicCount(request, title)).toBe(1);

  // Staff approve the changes: the renewed title is the advert's, still live.
  await approveChanges(request, advertId);
  await page.reload();
  const renewed = page.getByRole('row').filter({ hasText: `${title} renewed` });
  await expect(renewed.getByText('Activated')).toBeVisible();
});
