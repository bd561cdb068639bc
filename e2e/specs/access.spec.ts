import { DEMO, expect, loginThroughUi, test } from '../support/fixtures';

test('a visitor opening /dashboard lands on /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a customer opening an admin route lands on /unauthorized', async ({ page }) => {
  await loginThroughUi(page, DEMO.customer.email, DEMO.customer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/users');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByText('Sorry you are not authorized to access.')).toBeVisible();
  await expect(
    page.getByText('Please check your login credentials or contact the administrator'),
  ).toBeVisible();
});

test('the admin overview shows the real counts in its five tiles', async ({ page }) => {
  await loginThroughUi(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Compare the numbers shown with what the API reports.
  const login = await page.request.post('/api/auth/login', { data: DEMO.admin });
  const report = await (
    await page.request.get('/api/report', {
      headers: { authorization: (await login.json()).token },
    })
  ).json();
  for (const [title, key] of [
    ['Customers', 'Customers'],
    ['Categories', 'Categories'],
    ['Adverts', 'Adverts'],
    ['Advert Types', 'AdvertTypes'],
    ['Tour Requests', 'TourRequests'],
  ] as const) {
    const tile = page.getByRole('link', { name: new RegExp(`^${title}\\b`) });
    await expect(tile).toContainText(String(report[key]));
  }
});

test.describe('an unknown path', () => {
  // The server answers it with a real 404 (no "soft" not-found pages for search engines).
  test.use({ allowedErrors: /status of 404|404 GET .*\/no\/such\/page/ });

  test('shows the not-found page', async ({ page }) => {
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(page.getByText("Oops! It looks like you're lost")).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home Page' }).click();
    await expect(page).toHaveURL('/');
  });
});
