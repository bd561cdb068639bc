import { expect, test } from '../support/fixtures';

test('Türkçe in the header turns the home page Turkish, and it stays Turkish after a reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'Find the place that feels like home' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('Türkçe');
  await expect(
    page.getByRole('heading', { name: 'Kendinizi evinizde hissedeceğiniz yeri bulun' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popüler İlanlar' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');

  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Kendinizi evinizde hissedeceğiniz yeri bulun' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Dil' })).toHaveValue('tr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');

  await page.getByRole('banner').getByRole('combobox', { name: 'Dil' }).selectOption('English');
  await expect(page.getByRole('heading', { name: 'Popular Properties' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('?lang=tr opens the page in Turkish', async ({ page }) => {
  await page.goto('/?lang=tr');
  await expect(page.getByRole('heading', { name: 'Popüler İlanlar' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
});

test.describe('a Turkish browser', () => {
  test.use({ locale: 'tr-TR' });

  test('starts in Turkish on its first visit', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Kendinizi evinizde hissedeceğiniz yeri bulun' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  });
});

test('a Turkish reader sees an advert page in Turkish', async ({ page, request }) => {
  const list = (await (await request.get('/api/adverts?size=1')).json()) as {
    content: Array<{ slug: string }>;
  };
  await page.goto(`/property/${list.content[0]!.slug}?lang=tr`);
  await expect(page.getByRole('region', { name: 'İlan Detayları' })).toBeVisible();
  await expect(page.getByText('Görüntülenme')).toBeVisible();
});

test('a Turkish reader pages through the property list and reads About in Turkish', async ({
  page,
}) => {
  await page.goto('/properties?lang=tr');
  const pager = page.getByRole('navigation', { name: 'İlan sayfaları' });
  await expect(pager).toContainText('1 /');
  await pager.getByRole('button', { name: 'Sonraki sayfa' }).click();
  await expect(pager).toContainText('2 /');
  await expect(page).toHaveURL(/page=1/);

  await page
    .getByRole('navigation', { name: 'Ana menü' })
    .getByRole('link', { name: 'Hakkımızda' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Misyonumuz' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bize ulaşın' })).toBeVisible();
});
