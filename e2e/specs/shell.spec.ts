import { DEMO, expect, loginThroughUi, test } from '../support/fixtures';

test('the header turns dark after 250 px and the scroll-to-top button appears after 300 px', async ({
  page,
}) => {
  await page.goto('/about');
  await page.evaluate(() => document.body.style.setProperty('min-height', '3000px'));
  const header = page.locator('header.site-header');
  await expect(header).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(0);

  await page.evaluate(() => window.scrollTo(0, 260));
  await expect(header).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(0);

  await page.evaluate(() => window.scrollTo(0, 400));
  await page.getByRole('button', { name: 'Scroll to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(header).toHaveAttribute('data-theme', 'light');
});

test('a route change scrolls back to the top', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => document.body.style.setProperty('min-height', '3000px'));
  await page.evaluate(() => window.scrollTo(0, 800));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu is an off-canvas panel that opens, closes, and closes when a link is clicked', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = page.getByRole('dialog');
    await expect(page.getByRole('link', { name: 'About' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
  });
});

test('the contact form sends a message', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('First name').fill('Visitor');
  await page.getByLabel('Last name').fill('Person');
  await page.getByLabel('Email').fill('visitor@example.test');
  await page.getByLabel('Message').fill('Do you have flats near the sea?');
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText('Your message was sent')).toBeVisible();
});

// The first load of the public pages brings no zod: its schemas load with the forms that use them
// (docs/decisions/0013-web-first-load.md). The bundler's tree shaking decides, so the built
// scripts are checked, not the imports.
for (const address of ['/', '/properties']) {
  test(`the first load of ${address} brings no zod`, async ({ page }) => {
    // Each body is read as it comes; one still arriving when the test ends cannot be read then.
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        bodies.push(response.text().catch(() => ''));
    });
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(bodies);
    expect(scripts.filter(Boolean).length).toBeGreaterThan(0);
    const withZod = scripts.filter((body) => body.includes('$ZodError'));
    expect(withZod.map((body) => body.slice(0, 80))).toEqual([]);
  });
}

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`a signed-in person's account menu on public pages (${device})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await loginThroughUi(page, DEMO.customer.email, DEMO.customer.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/properties');
    if (device === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: `Hello ${DEMO.customer.firstName}` }).click();
    await expect(page.getByRole('link', { name: 'My Favourites' })).toBeVisible();
    await page.screenshot({ path: `test-results/screens/account-menu-${device}.png` });
    await page.getByRole('link', { name: 'My Adverts' }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-adverts$/);
  });
}

// No splash (docs/product.md#first-load): what the HTML paints before any script runs is the
// page's frame, the header bar with the site's name, not a screen over the whole window.
test('before the scripts run, the page shows its header bar with the site name', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/properties');
  const bar = page.locator('.loading-screen__bar');
  await expect(bar).toContainText('Estate Market');
  const box = (await bar.boundingBox())!;
  expect(box.y).toBe(0);
  expect(box.height).toBeLessThan(80);
  await context.close();
});
