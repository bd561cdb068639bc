import type { Page } from '@playwright/test';
import { DEMO, expect, loginThroughUi, test } from '../support/fixtures';

interface Item {
  title: string;
  slug: string;
  price: number;
  currency: string;
}
interface Rates {
  rates: Array<{ currency: string; rate: number; rateDate: string }>;
}

/** The results once the list has settled on the URL's search. */
const results = (page: Page) => page.getByRole('article');

test('a visitor picks EUR, filters by a EUR bound and finds a GBP home with "≈ €…"', async ({
  page,
  request,
}) => {
  const rates = (await (await request.get('/api/exchange-rates')).json()) as Rates;
  const rateOf = (c: string) => rates.rates.find((r) => r.currency === c)!.rate;
  const list = (await (await request.get('/api/adverts?size=100&sort=price&type=DESC')).json()) as {
    content: Item[];
  };
  const home = list.content.find((a) => a.currency === 'GBP');
  expect(home, 'the demo data has a GBP home').toBeDefined();
  // Its price in euros at the current rates, and a EUR range of ±1 % around it.
  const inEuros = (home!.price * rateOf('GBP')) / rateOf('EUR');
  const [low, high] = [Math.floor(inEuros * 0.99), Math.ceil(inEuros * 1.01)];

  await page.goto('/properties');
  await page.getByLabel('Currency', { exact: true }).first().selectOption('EUR');
  await page.getByLabel('Min price').first().fill(String(low));
  await page.getByLabel('Max price').first().fill(String(high));
  await page.getByRole('button', { name: 'Apply filters' }).first().click();
  await expect(page).toHaveURL(/currency=EUR/);
  const card = results(page).filter({ hasText: home!.title.slice(0, 40) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`£${home!.price.toLocaleString('en-US')}`);
  await expect(card).toContainText(/≈ €[\d,]+\.\d\d · rate of \d{1,2} \w+ \d{4}/);

  // The advert page keeps the chosen currency.
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.advert-detail__converted')).toContainText(/≈ €[\d,]+\.\d\d/);
});

test.describe('the back office', () => {
  // The refused rate is a 400 the page shows.
  test.use({ allowedErrors: /400 PUT .*\/api\/exchange-rates\/TRY|status of 400/ });

  test('staff change a rate on Exchange Rates; a rate of 0 is refused with a message', async ({
    page,
  }) => {
    await loginThroughUi(page, DEMO.admin.email, DEMO.admin.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('link', { name: 'Exchange Rates' }).click();
    const rate = page.getByLabel('1 TRY in USD');
    await rate.fill('0');
    await page.getByRole('button', { name: 'Save the TRY rate' }).click();
    await expect(
      page.getByText('A rate must be a number above 0 and at most 1,000,000'),
    ).toBeVisible();
    await rate.fill('0.0288');
    await page.getByRole('button', { name: 'Save the TRY rate' }).click();
    await expect(page.getByText('The TRY rate was saved.')).toBeVisible();
    await expect(page.getByRole('row', { name: /TRY/ })).toContainText('Typed by staff');
  });
});
