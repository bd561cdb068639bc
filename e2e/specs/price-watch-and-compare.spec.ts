import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, loginThroughUi, test } from '../support/fixtures';

interface ListedAdvert {
  id: number;
  slug: string;
  title: string;
  user: { id: number };
}

const SHOTS = 'test-results/screens';
const WIDTHS = [390, 1280] as const;

async function apiLogin(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', {
    data: { email: DEMO.customer.email, password: DEMO.customer.password },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { user: { id: number }; token: string };
}

/** Public adverts neither the customer's own nor among their favourites. */
async function strangersAdverts(request: APIRequestContext) {
  const { user, token } = await apiLogin(request);
  const favourites = (await (
    await request.get('/api/favorites/forCart/auth', { headers: { Authorization: token } })
  ).json()) as Array<{ advertId: number }>;
  const taken = new Set(favourites.map((f) => f.advertId));
  const { content } = (await (await request.get('/api/adverts?size=100')).json()) as {
    content: ListedAdvert[];
  };
  return { token, adverts: content.filter((a) => a.user.id !== user.id && !taken.has(a.id)) };
}

/** Each width's picture of the page as it is now. */
async function shoot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('a customer favourites two adverts, sees them on My Favourites and removes one', async ({
  page,
  request,
}) => {
  const { token, adverts } = await strangersAdverts(request);
  const [first, second] = adverts;
  await loginThroughUi(page, DEMO.customer.email, DEMO.customer.password);
  await expect(page).toHaveURL(/\/dashboard/);
  for (const advert of [first!, second!]) {
    await page.goto(`/property/${advert.slug}`);
    // The advert's own heart: the similar and nearby homes' cards below have theirs.
    const heading = page.locator('.advert-detail__header');
    await heading.getByRole('button', { name: 'Add to favourites' }).click();
    await expect(heading.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'My Favourites' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/favorites$/);
  const list = page.getByRole('list', { name: 'My favourites' });
  const cardOf = (advert: ListedAdvert) =>
    list.getByRole('article').filter({ has: page.locator(`a[href="/property/${advert.slug}"]`) });
  // Newest first: the second one hearted leads.
  await expect(
    list.getByRole('article').first().locator(`a[href="/property/${second!.slug}"]`),
  ).toBeVisible();
  await expect(
    list.getByRole('article').nth(1).locator(`a[href="/property/${first!.slug}"]`),
  ).toBeVisible();
  await shoot(page, 'favourites');

  await cardOf(second!).getByRole('button', { name: 'Remove from favourites' }).click();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(cardOf(second!)).toHaveCount(0);
  await expect(cardOf(first!)).toBeVisible();

  // Leave the demo customer's favourites as they were.
  await request.post('/api/favorites', {
    data: { advertId: first!.id },
    headers: { Authorization: token },
  });
});

test('a visitor ticks two adverts, and the tray opens them side by side at a shareable address', async ({
  page,
}) => {
  await page.goto('/properties');
  const cards = page.getByRole('list', { name: 'Properties' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const titles: string[] = [];
  for (const index of [0, 1]) {
    const tick = cards.nth(index).getByRole('button', { name: /^Compare / });
    titles.push((await tick.getAttribute('aria-label'))!.replace(/^Compare /, ''));
    await tick.click();
    await expect(tick).toHaveAttribute('aria-pressed', 'true');
  }
  const tray = page.getByRole('complementary', { name: 'Compare tray' });
  await expect(tray).toContainText(titles[0]!);
  await shoot(page, 'compare-tray');

  // The tray survives a reload.
  await page.reload();
  await tray.getByRole('link', { name: 'Compare (2)' }).click();
  await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+$/);
  const table = page.getByRole('table');
  for (const title of titles) await expect(table).toContainText(title);
  await expect(table.getByRole('rowheader', { name: /^Price/ }).first()).toBeVisible();
  await shoot(page, 'compare');

  // The address alone says what is compared.
  const address = page.url();
  const other = await page.context().newPage();
  await other.goto(address);
  for (const title of titles) await expect(other.getByRole('table')).toContainText(title);
  await other.close();
});

test('an advert page shows similar homes under its details', async ({ page, request }) => {
  const { content } = (await (await request.get('/api/adverts?size=100')).json()) as {
    content: ListedAdvert[];
  };
  let found: { advert: ListedAdvert; similar: ListedAdvert[] } | undefined;
  for (const advert of content) {
    const similar = (await (
      await request.get(`/api/adverts/similar/${advert.id}`)
    ).json()) as ListedAdvert[];
    if (similar.length > 0) {
      found = { advert, similar };
      break;
    }
  }
  expect(found, 'a demo advert with similar homes').toBeDefined();
  await page.goto(`/property/${found!.advert.slug}`);
  const section = page.getByRole('list', { name: 'Similar homes' });
  await expect(section.getByRole('article')).toHaveCount(found!.similar.length);
  await expect(section.locator(`a[href="/property/${found!.advert.slug}"]`)).toHaveCount(0);
  await section.scrollIntoViewIfNeeded();
  await shoot(page, 'similar-homes');
});
