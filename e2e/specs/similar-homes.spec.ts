import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

interface PageAnswer {
  advert: {
    slug: string;
    title: string;
    advertTypeName: string;
    currency: string;
    price: number;
  };
  similar: Array<{ id: number }>;
  nearby: Array<{ id: number; distanceMeters: number }>;
  similarScope: { place: string } | null;
}

const SHOTS = 'test-results/screens';
const WIDTHS = [390, 1280] as const;

/** The first public advert whose answer passes `test`, read from the real API. */
async function findAdvert(request: APIRequestContext, test: (page: PageAnswer) => boolean) {
  const list = (await (await request.get('/api/adverts?size=100')).json()) as {
    content: Array<{ slug: string }>;
  };
  for (const { slug } of list.content) {
    const answer = (await (await request.get(`/api/adverts/${slug}`)).json()) as PageAnswer;
    if (test(answer)) return answer;
  }
  throw new Error('No such advert in the demo data');
}

const isSale = (answer: PageAnswer) => !/^rent/i.test(answer.advert.advertTypeName);

/** Each width's picture of the page from the similar homes down. */
async function shoot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('an advert page shows 3 or more similar homes under a heading that says where, and nearby homes with their distance', async ({
  page,
  request,
}) => {
  const answer = await findAdvert(request, (a) => a.similar.length >= 3 && isSale(a));
  await page.goto(`/property/${answer.advert.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: answer.advert.title })).toBeVisible();
  await expect(
    page.getByText(/^Listed (today|yesterday|\d+ (days|months?|years?) ago)$/).first(),
  ).toBeVisible();

  const similar = page.getByRole('list', { name: 'Similar homes' });
  await expect(similar.getByRole('article')).toHaveCount(answer.similar.length);
  await expect(
    page.getByRole('heading', { name: /^Similar homes (in .+|within 25 km)$/ }),
  ).toBeVisible();
  await expect(page.getByText(/priced within (20|35) % of this one$/)).toBeVisible();

  const nearby = page.getByRole('list', { name: 'Nearby homes' });
  await expect(nearby.getByRole('article')).toHaveCount(answer.nearby.length);
  await expect(nearby.getByText(/^[\d.,]+ (m|km) away$/).first()).toBeVisible();

  // A card of the row opens that home's page.
  await similar.getByRole('article').first().getByRole('link').click();
  await expect(page).not.toHaveURL(new RegExp(`/property/${answer.advert.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('list', { name: 'Similar homes' })).toBeVisible();
  // Back on the first advert, the calculator starts from its price, not the other one's.
  await expect(page.getByLabel('Property price')).toHaveValue(String(answer.advert.price));
  await shoot(page, 'similar-homes-en');

  await page.goto(`/property/${answer.advert.slug}?lang=tr`);
  await expect(page.getByRole('heading', { name: /benzer ilanlar$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Yakındaki ilanlar' })).toBeVisible();
  await expect(page.getByText(/eklendi$/).first()).toBeVisible();
  await shoot(page, 'similar-homes-tr');
});

test('a sale advert has a mortgage calculator that stays in the page and says which field is wrong', async ({
  page,
  request,
}) => {
  const answer = await findAdvert(request, isSale);
  const sent: string[] = [];
  await page.goto(`/property/${answer.advert.slug}`);
  const calculator = page.getByRole('region', { name: 'Mortgage calculator' });
  await expect(calculator).toBeVisible();
  // What the browser sends from here on, address and body: the page goes on loading its pictures
  // and cards, but none of it may carry what is typed.
  page.on('request', (req) => sent.push(`${req.url()} ${req.postData() ?? ''}`));
  await expect(
    calculator.getByText('Enter an interest rate to see the monthly payment.'),
  ).toBeVisible();
  await calculator.getByLabel('Interest rate (% a year)').fill('4.37');
  await expect(calculator.getByText('Monthly payment:')).toBeVisible();
  const currencySign = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: answer.advert.currency,
    currencyDisplay: 'narrowSymbol',
  })
    .format(1)
    .replace(/[\d.,\s]/g, '');
  await expect(calculator.locator('.mortgage__monthly strong')).toContainText(currencySign);
  await calculator.getByLabel('Your yearly income (optional)').fill('123457');
  await expect(calculator.getByText(/^\d+ % of your monthly income$/)).toBeVisible();

  await calculator.getByLabel('Deposit').fill('-10');
  await expect(calculator.getByLabel('Deposit')).toHaveAttribute('aria-invalid', 'true');
  await expect(
    calculator.getByText('The deposit must be 0 or more and less than the price.'),
  ).toBeVisible();
  await calculator.getByLabel('Term (years)').fill('900');
  await expect(
    calculator.getByText('The term must be a whole number of years from 1 to 40.'),
  ).toBeVisible();
  await expect(calculator.getByText('Monthly payment:')).toHaveCount(0);
  // Nothing typed left the page.
  expect(sent.filter((request) => /4\.37|123457/.test(request))).toEqual([]);
  await calculator.scrollIntoViewIfNeeded();
  await shoot(page, 'mortgage-en');
  await page.goto(`/property/${answer.advert.slug}?lang=tr`);
  const turkish = page.getByRole('region', { name: 'Konut kredisi hesaplayıcı' });
  await turkish.getByLabel('Faiz oranı (yıllık %)').fill('3,5');
  await expect(turkish.getByText('Aylık taksit:')).toBeVisible();
  await shoot(page, 'mortgage-tr');
});

test('a rent advert has no mortgage calculator', async ({ page, request }) => {
  const answer = await findAdvert(request, (a) => !isSale(a));
  await page.goto(`/property/${answer.advert.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: answer.advert.title })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Nearby homes' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mortgage calculator' })).toHaveCount(0);
});
