import type { APIRequestContext } from '@playwright/test';
import { DEMO, expect, test } from '../support/fixtures';

/* docs/product.md#the-sites-own-words and #languages: the site's own words in Turkish. */

/** The demo customer's kept language, read with a login of its own. */
async function accountLanguage(request: APIRequestContext): Promise<string | undefined> {
  const { email, password } = DEMO.customer;
  const login = await request.post('/api/auth/login', { data: { email, password } });
  const { token } = (await login.json()) as { token: string };
  const profile = await request.get('/api/user/auth', { headers: { authorization: token } });
  return ((await profile.json()) as { language?: string }).language;
}

const ENGLISH_NAMES = /\b(Sale|Rent|House|Apartment|Office|Villa|Land|Shop|Bedrooms|Bathrooms)\b/;

test('a Turkish reader sees an advert’s type, category and keys in Turkish, its slug unchanged', async ({
  page,
  request,
}) => {
  const categories = (await (await request.get('/api/categories?size=100')).json()) as {
    content: Array<{ id: number; slug: string }>;
  };
  const apartments = categories.content.find((c) => c.slug === 'apartments')!;
  const list = (await (
    await request.get(`/api/adverts?size=1&categoryid=${apartments.id}`)
  ).json()) as { content: Array<{ slug: string }> };
  const slug = list.content[0]!.slug;

  await page.goto(`/property/${slug}?lang=tr`);
  const facts = page.locator('dl.facts');
  await expect(facts).toContainText('Daire');
  await expect(facts).toContainText(/Satılık|Kiralık/);
  await expect(facts).toContainText('Yatak odası');
  await expect(facts).toContainText('Alan (m²)');
  expect(await facts.innerText()).not.toMatch(ENGLISH_NAMES);
  await expect(page).toHaveURL(new RegExp(`/property/${slug}\\?lang=tr$`));

  await page.goto(`/property/${slug}?lang=en`);
  await expect(page.locator('dl.facts')).toContainText('Apartment');
  await expect(page.locator('dl.facts')).toContainText('Bedrooms');
});

test('the list names types and categories in Turkish, and a key’s unit once in its filters', async ({
  page,
}) => {
  await page.goto('/properties?lang=tr');
  const main = page.locator('main');
  await main.getByRole('combobox', { name: 'Kategori' }).selectOption({ label: 'Daire' });
  await expect(main.getByText('Alan (m²)').first()).toBeVisible();
  await expect(main.getByText('Yatak odası (oda)').first()).toBeVisible();
  expect(await main.innerText()).not.toContain('(m²) (m²)');
  // The cards' badges: the category and the type by their Turkish names.
  const shown = (name: RegExp) => main.getByText(name).filter({ visible: true }).first();
  await expect(shown(/^Daire$/)).toBeVisible();
  await expect(shown(/^(Satılık|Kiralık)$/)).toBeVisible();
});

test('Türkçe chosen on the login page stays chosen after logging in, and is kept on the account', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('Türkçe');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await page.getByLabel('E-posta').fill(DEMO.customer.email);
  await page.getByLabel('Şifre', { exact: true }).fill(DEMO.customer.password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  // The account keeps it: its profile answers Turkish.
  await expect.poll(() => accountLanguage(request)).toBe('tr');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  // Back to English on the account, so other walks find the demo customer as they left it.
  await page.getByRole('combobox', { name: 'Dil' }).first().selectOption('English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(() => accountLanguage(request)).toBe('en');
});

test('a Turkish reader sees a list key’s choice by its Turkish name, and finds rent by “Kiralık”', async ({
  page,
  request,
}) => {
  // An advert with a choice value (the demo's heating, parking, zoning…), read as a Turkish page.
  const list = (await (await request.get('/api/adverts?size=40')).json()) as {
    content: Array<{ slug: string }>;
  };
  let found: { slug: string; label: string; value: string } | undefined;
  for (const { slug } of list.content) {
    const advert = await request.get(`/api/adverts/${slug}`, {
      headers: { 'accept-language': 'tr' },
    });
    const values = ((await advert.json()) as { values: Array<Record<string, string>> }).values;
    const choice = values.find((v) => v.valueLabel && v.valueLabel !== v.value);
    if (choice) found = { slug, label: choice.valueLabel!, value: choice.value! };
    if (found) break;
  }
  expect(found).toBeDefined();
  await page.goto(`/property/${found!.slug}?lang=tr`);
  const facts = page.locator('dl.facts');
  await expect(facts).toContainText(found!.label);
  expect(await facts.innerText()).not.toContain(found!.value);

  await page.goto(`/properties/0/0/Kiralık?lang=tr`);
  const cards = page.locator('main').getByRole('list', { name: /Tür ve kategori/ });
  await expect(cards.first()).toBeVisible();
  for (const badges of await cards.all()) await expect(badges).toContainText('Kiralık');
});
