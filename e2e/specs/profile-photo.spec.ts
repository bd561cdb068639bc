import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, loginThroughUi, test } from '../support/fixtures';

const SELIN = { email: 'selin@example.com', password: 'Customer1234' };
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/profile-photo';
const PHOTO_FILE = /^\/api\/images\/file\/users\/\d+\/[0-9a-f]{16}-(large|small)\.webp$/;

/** A landscape picture made for the test: a sky, a sun off-centre and a green field. */
async function landscape(name: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="480">
    <rect width="720" height="480" fill="#7cc4f0"/>
    <rect y="300" width="720" height="180" fill="#4f9d4a"/>
    <circle cx="470" cy="170" r="90" fill="#f7c948"/>
  </svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg().toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** One of Selin's public adverts, found through her own list. */
async function selinsAdvert(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: SELIN });
  const { token } = (await login.json()) as { token: string };
  const res = await request.get('/api/adverts/auth?page=0&size=50&status=ACTIVATED', {
    headers: { Authorization: token },
  });
  const { content } = (await res.json()) as { content: { slug: string; isActive: boolean }[] };
  return content.find((a) => a.isActive)!;
}

/** True once the image has arrived and decoded (a broken one has no natural width). */
const loaded = (page: Page, selector: string) =>
  page.locator(selector).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

/** Picks, crops and saves a photo on My Profile; answers the header's photo address. */
async function uploadPhoto(page: Page, shot: string) {
  await page.goto('/dashboard/my-profile');
  await expect(page.getByRole('heading', { name: 'Profile photo' })).toBeVisible();
  await page.getByLabel('Choose a photo').setInputFiles(await landscape('holiday.jpg'));
  const dialog = page.getByRole('dialog', { name: 'Crop your photo' });
  await expect(dialog.locator('.reactEasyCrop_Image')).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save photo' });
  await expect(save).toBeEnabled();
  await dialog.getByLabel('Zoom').fill('1.5');
  await page.screenshot({ path: `${SHOTS}/${shot}` });
  await save.click();
  await expect(page.getByText('Your photo was saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const avatar = page.locator('img.profile-photo__avatar');
  await expect(avatar).toHaveAttribute('src', PHOTO_FILE);
  await expect.poll(() => loaded(page, 'img.profile-photo__avatar')).toBe(true);
  return (await page.locator('img.dash-topbar__avatar').getAttribute('src'))!;
}

test('a person crops and uploads a photo, sees it in the header and on their advertiser card, and removes it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const advert = await selinsAdvert(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginThroughUi(page, SELIN.email, SELIN.password);
  await expect(page).toHaveURL(/\/dashboard/);

  const first = await uploadPhoto(page, 'crop-dialog-1280.png');
  expect(first).toMatch(/-small\.webp$/);

  await page.goto(`/property/${advert.slug}`);
  const toggle = page.locator('#site-user-menu');
  await expect(toggle.locator('img')).toHaveAttribute('src', first);
  await expect.poll(() => loaded(page, '#site-user-menu img')).toBe(true);
  await expect(toggle).not.toContainText('SY');
  const card = page.getByRole('region', { name: 'The advertiser' });
  await expect(card.locator('img.advertiser-card__avatar')).toHaveAttribute('src', first);
  await expect.poll(() => loaded(page, 'img.advertiser-card__avatar')).toBe(true);
  await page.screenshot({ path: `${SHOTS}/header-1280.png` });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/advertiser-card-1280.png` });

  // On a phone: a new photo replaces the first, whose address changes with it.
  await page.setViewportSize({ width: 390, height: 844 });
  const second = await uploadPhoto(page, 'crop-dialog-390.png');
  expect(second).not.toBe(first);
  await page.goto(`/property/${advert.slug}`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#site-user-menu img')).toHaveAttribute('src', second);
  await expect.poll(() => loaded(page, '#site-user-menu img')).toBe(true);
  await page.screenshot({ path: `${SHOTS}/header-390.png` });

  await page.goto('/dashboard/my-profile');
  await page.getByRole('button', { name: 'Remove photo' }).click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText('Remove your profile photo?');
  await question.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByText('Your photo was removed.')).toBeVisible();
  await expect(page.locator('.profile-photo__avatar')).toHaveText('SY');
});
