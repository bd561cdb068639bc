import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { TILE_FAILURES, TILE_PATTERN } from '../support/map-tiles';

interface Detail {
  advert: {
    slug: string;
    title: string;
    price: number;
    currency: string;
    createAt: string;
    viewCount: number;
  };
  imges: unknown[];
}

/** A public advert with at least `minImages` pictures, read from the real API. */
async function advertWithImages(request: APIRequestContext, minImages: number): Promise<Detail> {
  const list = (await (await request.get('/api/adverts?size=100')).json()) as {
    content: Array<{ slug: string }>;
  };
  for (const { slug } of list.content) {
    const detail = (await (await request.get(`/api/adverts/${slug}`)).json()) as Detail;
    if (detail.imges.length >= minImages) return detail;
  }
  throw new Error(`No advert with ${minImages} pictures in the demo data`);
}

test('the detail page shows the advert, its gallery and real facts', async ({ page, request }) => {
  const { advert, imges } = await advertWithImages(request, 2);
  await page.goto(`/property/${advert.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: advert.title })).toBeVisible();
  await expect(page).toHaveTitle(
    new RegExp(`^${advert.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`),
  );

  const details = page.getByRole('region', { name: 'Property Details' });
  // Demo adverts are priced in their country's currency, shown with its sign.
  const price = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: advert.currency,
    currencyDisplay: 'narrowSymbol',
  }).format(advert.price);
  await expect(details.getByText(price)).toBeVisible();
  await expect(details.getByText(advert.createAt.slice(0, 10))).toBeVisible();
  await expect(page.getByRole('region', { name: 'Location' })).toContainText('OpenStreetMap');

  const picture = page.getByRole('img', { name: `${advert.title}, picture 1 of ${imges.length}` });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await page.getByRole('button', { name: 'Next picture' }).click();
  await expect(page.locator('.gallery__counter')).toHaveText(/^2 \/ \d$/);
  await page.getByRole('group', { name: /Picture 2 of/ }).press('ArrowLeft');
  await expect(page.locator('.gallery__counter')).toHaveText(/^1 \/ \d$/);
  await page.getByRole('button', { name: /^Show picture 2 of/ }).click();
  await expect(page.getByRole('button', { name: /^Show picture 2 of/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`the pictures open full screen and close with Escape (${device})`, async ({
    page,
    request,
  }) => {
    const { advert, imges } = await advertWithImages(request, 2);
    await page.setViewportSize(viewport);
    await page.goto(`/property/${advert.slug}`);
    await page.getByRole('button', { name: 'View the pictures full screen' }).click();
    const lightbox = page.getByRole('dialog', { name: `Pictures of ${advert.title}` });
    const first = lightbox.getByRole('img', {
      name: `${advert.title}, picture 1 of ${imges.length}`,
    });
    await expect(first).toBeVisible();
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth > 0))
      .toBe(true);
    await page.screenshot({ path: `test-results/screens/gallery-full-screen-${device}.png` });
    await page.keyboard.press('ArrowRight');
    // With two pictures the carousel renders the other slide on both sides: the current one is
    // the one not inert.
    await expect(
      lightbox.locator(`[role="group"][aria-label="2 of ${imges.length}"]:not([inert])`),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(page.locator('.gallery__counter')).toHaveText(`2 / ${imges.length}`);
  });
}

for (const [width, perView] of [
  [700, 3],
  [900, 5],
  [1300, 6],
] as const) {
  test(`the thumbnail slider shows ${perView} thumbnails at ${width} px`, async ({
    page,
    request,
  }) => {
    const { advert, imges } = await advertWithImages(request, 4);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/property/${advert.slug}`);
    const slider = page.locator('.thumb-slider');
    await expect(slider).toHaveAttribute('data-per-view', String(perView));

    // Each thumbnail takes one Nth of the track (less the gaps between them).
    const track = await page.getByRole('list', { name: 'Thumbnails' }).boundingBox();
    const thumbs = page.getByRole('list', { name: 'Thumbnails' }).getByRole('listitem');
    await expect(thumbs).toHaveCount(imges.length);
    const thumb = await thumbs.first().boundingBox();
    const gap = 8;
    const padding = 6;
    const expected = (track!.width - padding - (perView - 1) * gap) / perView;
    expect(Math.abs(thumb!.width - expected)).toBeLessThan(2);

    const next = page.getByRole('button', { name: 'Next thumbnails' });
    if (imges.length > perView) {
      await expect(next).toBeEnabled();
      await next.click();
      await expect(page.getByRole('button', { name: 'Previous thumbnails' })).toBeEnabled();
    } else {
      await expect(next).toHaveCount(0);
    }
  });
}

test('the slider follows a window resize', async ({ page, request }) => {
  const { advert } = await advertWithImages(request, 2);
  await page.setViewportSize({ width: 1300, height: 900 });
  await page.goto(`/property/${advert.slug}`);
  const slider = page.locator('.thumb-slider');
  await expect(slider).toHaveAttribute('data-per-view', '6');
  await page.setViewportSize({ width: 900, height: 900 });
  await expect(slider).toHaveAttribute('data-per-view', '5');
  await page.setViewportSize({ width: 700, height: 900 });
  await expect(slider).toHaveAttribute('data-per-view', '3');
});

test.describe('an unknown slug', () => {
  // The server answers the page itself with 404 too (search engines see a real not-found).
  test.use({
    allowedErrors: /status of 404|404 GET .*\/(api\/adverts|property)\/no-such-advert/,
  });

  test('shows the not-found page', async ({ page }) => {
    await page.goto('/property/no-such-advert');
    await expect(
      page.getByRole('heading', { level: 1, name: "Oops! It looks like you're lost" }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home Page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('the Location map', () => {
  /** The first public advert, with the names its map is labelled by. */
  async function anAdvert(request: APIRequestContext) {
    const list = (await (await request.get('/api/adverts?size=1')).json()) as {
      content: Array<{ slug: string; districtName: string; cityName: string }>;
    };
    return list.content[0]!;
  }

  test('is fetched only when scrolled to, then drawn with tiles and the area', async ({
    page,
    request,
  }) => {
    const advert = await anAdvert(request);
    const leaflet: string[] = [];
    page.on('request', (req) => {
      if (/draw-area-map/.test(req.url())) leaflet.push(req.url());
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/property/${advert.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const map = page.getByRole('region', {
      name: `Map of ${advert.districtName}, ${advert.cityName}`,
    });
    await expect(map).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(leaflet, 'Leaflet is not part of the first download').toEqual([]);

    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
    await expect(map.locator('.leaflet-overlay-pane path')).toHaveCount(1);
    await expect(map.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');
    await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await expect(page.getByText('Map tiles could not be loaded.')).toHaveCount(0);
    expect(leaflet.length).toBeGreaterThan(0);
  });

  test.describe('without a tile server', () => {
    test.use({ allowedErrors: TILE_FAILURES });

    test('keeps the address and says the tiles are missing', async ({ page, request }) => {
      const advert = await anAdvert(request);
      await page.route(TILE_PATTERN, (route) => route.abort('internetdisconnected'));
      await page.goto(`/property/${advert.slug}`);
      const location = page.getByRole('region', { name: 'Location' });
      await location.scrollIntoViewIfNeeded();
      await expect(location.getByRole('status')).toHaveText('Map tiles could not be loaded.');
      await expect(location.getByText(advert.districtName, { exact: true })).toBeVisible();
      await expect(location.getByRole('link', { name: /on OpenStreetMap/ })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
});
