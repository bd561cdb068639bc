import type { Page } from '@playwright/test';
import { DEMO, expect, loginThroughUi, test } from '../support/fixtures';
import { TILE_FAILURES, TILE_PATTERN } from '../support/map-tiles';

const SHOTS = '../e2e/test-results/map-search';

interface MapAnswer {
  zoom: number;
  clusters: unknown[];
  markers: unknown[];
}

const isMapAsk = (url: string, above: number) =>
  url.includes('/api/adverts/map?') && Number(new URL(url).searchParams.get('zoom')) > above;

/**
 * Waits for the map's answer at a zoom above `above` while `act` moves the map: the map may ask
 * again at the same zoom when its box settles, and that late answer is not the one wanted.
 */
async function mapAnswerAfter(page: Page, act: () => Promise<void>, above = -1) {
  const answer = page.waitForResponse((r) => r.ok() && isMapAsk(r.url(), above));
  await act();
  return (await answer).json() as Promise<MapAnswer>;
}

/**
 * Enter on the first cluster until the map asks at a zoom above `above`: an answer that lands
 * between the focus and the key replaces the clusters, and the focused one is gone.
 */
async function zoomIntoCluster(page: Page, above: number) {
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
}

// The real local tile server (started by the set-up) draws these maps, not the page's stand-in.
test.beforeEach(({ page }) => page.unroute(TILE_PATTERN));

test('a visitor finds homes on the map and searches that area', async ({ page }) => {
  // Below xl, where the List / Map switch stays (from 1200 px the map is beside the list:
  // places-and-split-map.spec.ts).
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto('/properties');
  const heading = page.getByRole('heading', { name: /^\d+ propert(y|ies)/ });
  await expect(heading).toBeVisible();
  const everywhere = Number((await heading.textContent())!.match(/\d+/)![0]);

  // List → Map: clusters from the server.
  let answer = await mapAnswerAfter(page, () => page.getByRole('button', { name: 'Map' }).click());
  await expect(page).toHaveURL(/view=map/);
  const clusters = page.locator('.map-cluster');
  await expect(clusters.first()).toBeVisible();
  // Tiles come from the local tile server the set-up started.
  await expect(page.locator('img.leaflet-tile-loaded').first()).toBeAttached();
  await page.screenshot({ path: `${SHOTS}/clusters-1024.png` });

  // Zoom into clusters until only single markers show (Enter on a focused cluster, as a
  // keyboard user would: on the canvas pins and clusters may overlap).
  for (let i = 0; i < 10 && answer.clusters.length > 0; i++) {
    const above = answer.zoom;
    answer = await mapAnswerAfter(page, () => zoomIntoCluster(page, above), above);
  }
  expect(answer.clusters).toEqual([]);
  const pins = page.locator('.map-price');
  await expect(pins.first()).toBeVisible();

  // A marker opens its small card: picture, price, title and a link to the advert. (By keyboard:
  // pins may overlap one another or a cluster on the canvas.)
  await pins.first().focus();
  await page.keyboard.press('Enter');
  const card = page.locator('.map-card');
  await expect(card).toBeVisible();
  await expect(card).toContainText('$');
  await expect(card.getByRole('link')).toHaveAttribute('href', /^\/property\//);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/card-1024.png` });

  // "Search this area" puts the box in the URL; the list then shows only what is in it.
  await page.getByRole('button', { name: 'Search this area' }).click();
  await expect(page).toHaveURL(/bbox=-?\d/);
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page).toHaveURL(/bbox=/);
  await expect(page).not.toHaveURL(/view=map/);
  await expect(heading).toBeVisible();
  const inArea = Number((await heading.textContent())!.match(/\d+/)![0]);
  expect(inArea).toBeGreaterThan(0);
  expect(inArea).toBeLessThan(everywhere);
});

test('on a phone the map fills the width and the switch is in reach', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/properties?view=map');
  const map = page.getByTestId('results-map');
  await expect(page.locator('.map-cluster').first()).toBeVisible();
  const box = (await map.boundingBox())!;
  expect(box.width).toBeGreaterThan(330);
  await expect(page.getByRole('button', { name: 'List' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Filter' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/map-390.png`, fullPage: false });
});

test.describe('without tiles', () => {
  test.use({ allowedErrors: TILE_FAILURES });

  test('the clusters still show', async ({ page }) => {
    await page.route(TILE_PATTERN, (route) => route.abort('internetdisconnected'));
    await page.goto('/properties?view=map');
    await expect(page.locator('.map-cluster').first()).toBeVisible();
    await expect(page.getByText(/Map tiles could not be loaded/)).toBeVisible();
  });
});

test('NEW ADVERT places a draggable pin at the chosen district', async ({ page }) => {
  await loginThroughUi(page, DEMO.customer.email, DEMO.customer.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/add-new-advert');
  const choose = async (label: string) => {
    const select = page.getByLabel(label, { exact: true });
    await expect(select.locator('option').nth(1)).toBeAttached();
    await select.selectOption({ index: 1 });
  };
  await choose('Country');
  await choose('City');
  await expect(page.getByText('Choose a district: the pin starts at its centre.')).toBeVisible();
  await choose('District');
  const pinMap = page.getByRole('region', { name: 'Map point of the property' });
  await expect(pinMap).toHaveAttribute('data-latitude', /\d/);
  const pin = page.locator('.map-pin__marker');
  await expect(pin).toBeVisible();
  // Dragging the pin moves the point the form sends.
  const before = await pinMap.getAttribute('data-latitude');
  await pinMap.scrollIntoViewIfNeeded();
  const at = (await pin.boundingBox())!;
  await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
  await page.mouse.down();
  await page.mouse.move(at.x + 80, at.y + 60, { steps: 8 });
  await page.mouse.up();
  await expect(pinMap).not.toHaveAttribute('data-latitude', before!);
  await page.screenshot({ path: `${SHOTS}/pin-1280.png` });
});
