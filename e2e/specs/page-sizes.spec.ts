import type { APIRequestContext } from '@playwright/test';
import { DEMO, expect, loginThroughUi, test } from '../support/fixtures';

/** How many rows a list of the demo customer has, read through the API. */
async function totalOf(request: APIRequestContext, path: string) {
  const login = await request.post('/api/auth/login', {
    data: { email: DEMO.customer.email, password: DEMO.customer.password },
  });
  const { token } = (await login.json()) as { token: string };
  const res = await request.get(`/api${path}?size=1`, { headers: { Authorization: token } });
  return ((await res.json()) as { totalElements: number }).totalElements;
}

test('a customer shows 10 of their adverts a page, kept after a reload; another table stays at 3', async ({
  page,
  request,
}) => {
  const adverts = await totalOf(request, '/adverts/auth');
  const tours = await totalOf(request, '/tourRequest');
  expect(adverts, 'the demo customer has more than 3 adverts').toBeGreaterThan(3);
  expect(tours, 'the demo customer has asked for tours').toBeGreaterThan(0);

  await loginThroughUi(page, DEMO.customer.email, DEMO.customer.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/my-adverts');
  const rows = page.getByRole('table').locator('tbody > tr');
  await expect(rows).toHaveCount(3);
  const size = page.getByLabel('Rows per page');
  await expect(size).toHaveValue('3');

  await size.selectOption('10');
  await expect(rows).toHaveCount(Math.min(adverts, 10));
  await page.reload();
  await expect(page.getByLabel('Rows per page')).toHaveValue('10');
  await expect(rows).toHaveCount(Math.min(adverts, 10));

  await page.goto('/dashboard/tour-requests');
  await expect(page.getByRole('heading', { name: 'My Tour Requests' })).toBeVisible();
  await expect(page.getByLabel('Rows per page')).toHaveValue('3');
  await expect(rows).toHaveCount(Math.min(tours, 3));
});
