import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, expect, loginThroughUi, test } from '../support/fixtures';

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
  const login = await request.post('/api/auth/login', {
    data: { email: DEMO.customer.email, password: DEMO.customer.password },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: token };
  const mine = await request.get(`/api/adverts/auth?q=${encodeURIComponent(title)}`, { headers });
  const advert = ((await mine.json()) as { content: { id: number }[] }).content[0]!;
  const gallery = await request.get(`/api/images/advert/${advert.id}`, { headers });
  const pictures = (await gallery.json()) as { name: string; featured: boolean }[];
  return pictures.find((p) => p.featured)?.name;
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
  await expect(details.getByRole('textbox').first()).toBeVisible();
  await details.getByRole('textbox').first().fill('3+1');
}

test('a customer posts an advert with three pictures, sees it Pending, and edits it', async ({
  page,
  request,
}) => {
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
  expect(await featuredPictureName(request, title)).toBe('img-1');
  await editor.getByLabel('Title', { exact: true }).fill(`${title} renewed`);
  await editor.getByRole('button', { name: 'Update' }).click();

  await expect(page.getByText('Your new advert was created successfully')).toBeVisible();
  const renewed = page.getByRole('row').filter({ hasText: `${title} renewed` });
  await expect(renewed.getByText('Pending')).toBeVisible();
});
