import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { TILE_PATTERN } from '../support/map-tiles';

const SHOTS = '../e2e/test-results/places';

interface MapAnswer {
  zoom: number;
  clusters: unknown[];
  markers: unknown[];
}

const isMapAsk = (url: string, above: number) =>
  url.includes('/api/adverts/map?') && Number(new URL(url).searchParams.get('zoom')) > above;

const results = (page: Page) => page.locator('section.results');
const cardItems = (page: Page) =>
  page.getByRole('list', { name: 'Properties' }).locator(':scope > li');
const countOf = (text: string) => Number(text.replace(/\D/g, ''));

/** Waits until the list shows the answer for the address now in the location bar. */
async function settled(page: Page) {
  const { pathname, search } = new URL(page.url());
  await expect(results(page)).toHaveAttribute('data-shown-for', pathname + search);
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
}

/** Enter on a cluster, answered at a zoom above the last, until only price pins are left. */
async function zoomToPins(page: Page, first: MapAnswer) {
  let answer = first;
  for (let i = 0; i < 12 && answer.clusters.length > 0; i++) {
    const above = answer.zoom;
    const next = page.waitForResponse((r) => r.ok() && isMapAsk(r.url(), above));
    await expect(async () => {
      await Promise.all([
        page.waitForRequest((r) => isMapAsk(r.url(), above), { timeout: 3_000 }),
        page
          .locator('.map-cluster')
          .first()
          .focus()
          .then(() => page.keyboard.press('Enter')),
      ]);
    }).toPass({ timeout: 30_000 });
    answer = (await (await next).json()) as MapAnswer;
  }
  expect(answer.clusters).toEqual([]);
}

// The real local tile server (started by the set-up) draws these maps.
test.beforeEach(({ page }) => page.unroute(TILE_PATTERN));

test('on a wide screen the map stays beside the list, each marking what is pointed at in the other', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const firstMap = page.waitForResponse((r) => r.ok() && isMapAsk(r.url(), -1));
  await page.goto('/properties');
  await settled(page);
  const map = page.getByRole('region', { name: 'Map of the properties' });
  await expect(map).toBeVisible();
  await expect(page.getByRole('group', { name: 'Show the results as' })).toHaveCount(0);
  const list = (await results(page).boundingBox())!;
  const beside = (await map.boundingBox())!;
  expect(beside.x).toBeGreaterThan(list.x + list.width - 1);
  const firstAnswer = (await (await firstMap).json()) as MapAnswer;
  await expect(page.locator('.map-cluster').first()).toBeVisible();
  await expect(page.locator('img.leaflet-tile-loaded').first()).toBeAttached();

  // A card pointed at marks the cluster (or the pin) holding its advert.
  const marked = page.locator(
    'path.map-highlight, .map-price.is-highlighted, .map-cluster.is-highlighted',
  );
  await cardItems(page).first().hover();
  await expect(marked).toHaveCount(1);
  await page.mouse.move(2, 2);
  await expect(marked).toHaveCount(0);
  await cardItems(page).first().hover();
  await page.screenshot({ path: `${SHOTS}/split-1280.png` });

  // The map sticks beside the list while the list scrolls.
  await page.mouse.wheel(0, 900);
  await expect(map).toBeInViewport();

  // Zoomed in to price pins, "Search this area" filters the list to the map's box.
  await zoomToPins(page, firstAnswer);
  await page.getByRole('button', { name: 'Search this area' }).click();
  await expect(page).toHaveURL(/bbox=-?\d/);
  await settled(page);
  expect(await cardItems(page).count()).toBeGreaterThan(0);

  // Pointing at a card marks its pin; focusing a pin marks its card.
  const first = cardItems(page).first();
  const title = (await first.getByRole('link').first().getAttribute('title'))!;
  await first.hover();
  await expect(page.locator(`.map-price[title="${title}"]`)).toHaveClass(/is-highlighted/);
  await page.mouse.move(2, 2);
  const last = cardItems(page).last();
  const lastTitle = (await last.getByRole('link').first().getAttribute('title'))!;
  await page.locator(`.map-price[title="${lastTitle}"]`).focus();
  await expect(last).toHaveClass(/is-highlighted/);
  await expect(first).not.toHaveClass(/is-highlighted/);
  await page.screenshot({ path: `${SHOTS}/split-pins-1280.png` });
});

test('a place in the search box opens its list, counted as the list counts it', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search properties' });
  await expect(page.getByRole('list', { name: 'Popular properties' })).toBeVisible();
  // Typed without Turkish letters: "uskudar" finds Üsküdar.
  await box.fill('uskudar');
  const places = page.getByRole('group', { name: 'Places' });
  const option = places.getByRole('option', { name: /Üsküdar/ });
  await expect(option).toBeVisible();
  await expect(option).toContainText('District, İstanbul');
  const count = countOf(
    (await option.locator('.search-suggestions__meta').innerText()).split('·')[1]!,
  );
  expect(count).toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOTS}/places-${page.viewportSize()!.width}.png` });
  await option.click();
  await expect(page).toHaveURL(/\/properties\?country=\d+&city=\d+&district=\d+$/);
  await settled(page);
  const heading = page.getByRole('heading', { name: /^\d[\d,]* propert(y|ies)$/ });
  expect(countOf(await heading.innerText())).toBe(count);
});

test('on a phone the List / Map switch stays and a rent suggestion reads by the month', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/properties');
  await settled(page);
  await expect(page.getByRole('button', { name: 'Map' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Map of the properties' })).toHaveCount(0);

  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Popular properties' })).toBeVisible();
  await page.getByRole('radio', { name: 'Rent' }).check({ force: true });
  await page.getByRole('combobox', { name: 'Search properties' }).fill('a');
  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  const adverts = options.filter({ hasNot: page.locator('.search-suggestions__icon') });
  await expect(adverts.first()).toBeVisible();
  await expect(adverts.first()).toContainText('/month');
  await page.screenshot({ path: `${SHOTS}/places-rent-390.png` });
});
