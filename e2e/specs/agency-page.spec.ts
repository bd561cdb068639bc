import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO_AGENCY_SLUG } from '../support/route-walk';

interface ListAnswer {
  totalElements: number;
  content: Array<{ title: string; advertType: { id: number; title: string } }>;
}

const results = (page: Page) => page.locator('section.results');
const cards = (page: Page) => page.getByRole('list', { name: 'Properties' }).getByRole('article');

/** Waits until the list shows the answer for the address now in the location bar. */
async function settled(page: Page) {
  const { pathname, search } = new URL(page.url());
  await expect(results(page)).toHaveAttribute('data-shown-for', pathname + search);
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
}

// The demo agency's page (docs/product.md#agency-page): the seed posts a handful of Selin's and
// James's live adverts for Moda Emlak.
test('a visitor opens the demo agency page, sees its badge and adverts, filters and opens one', async ({
  page,
  request,
}) => {
  const all = (await (
    await request.get(`/api/adverts?agency=${DEMO_AGENCY_SLUG}&size=50`)
  ).json()) as ListAnswer;
  expect(all.totalElements).toBeGreaterThanOrEqual(6);

  await page.goto(`/agency/${DEMO_AGENCY_SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Moda Emlak' })).toBeVisible();
  await expect(page.getByText('Verified agency')).toBeVisible();
  await expect(page.getByText(`${all.totalElements} live adverts`)).toBeVisible();
  await expect(page.getByText('TR-34-0001234')).toBeVisible();
  await settled(page);
  await expect(
    page.getByRole('heading', { name: `${all.totalElements} properties` }),
  ).toBeVisible();

  // Filters by the first advert's type: the agency's adverts of that type alone, on its page.
  const type = all.content[0]!.advertType;
  const ofType = all.content.filter((a) => a.advertType.id === type.id).length;
  await page
    .getByRole('combobox', { name: 'Advert type', exact: true })
    .selectOption(String(type.id));
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`/agency/${DEMO_AGENCY_SLUG}\\?advertType=${type.id}$`));
  await settled(page);
  await expect(page.getByRole('heading', { name: new RegExp(`^${ofType} propert`) })).toBeVisible();
  await expect(cards(page)).toHaveCount(Math.min(ofType, 10));

  // Opens an advert from the agency's list.
  const link = cards(page).first().getByRole('link').first();
  const title = await link.getAttribute('title');
  await link.click();
  await expect(page).toHaveURL(/\/property\//);
  await expect(page.getByRole('heading', { level: 1, name: title! })).toBeVisible();
});

test.describe('a closed or unknown agency', () => {
  // The page and its card's read answer 404: that is the page's subject, not a failure.
  test.use({
    allowedErrors:
      /^404 GET \S*no-such-agency\b|^Failed to load resource: the server responded with a status of 404/,
  });

  test('shows its not-found page', async ({ page }) => {
    await page.goto('/agency/no-such-agency');
    await expect(page.getByRole('heading', { name: 'Agency not found' })).toBeVisible();
  });
});
