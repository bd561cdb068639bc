import type { APIRequestContext } from '@playwright/test';
import { DEMO, expect, test } from '../support/fixtures';

interface ListedAdvert {
  id: number;
  slug: string;
  title: string;
  user: { id: number };
}

/** A public demo advert the customer does not own and has asked no tour of. */
async function advertToVisit(request: APIRequestContext): Promise<ListedAdvert> {
  const login = await request.post('/api/auth/login', {
    data: { email: DEMO.customer.email, password: DEMO.customer.password },
  });
  const { user, token } = (await login.json()) as { user: { id: number }; token: string };
  const mine = (await (
    await request.get('/api/tourRequest?size=100', { headers: { Authorization: token } })
  ).json()) as { content: Array<{ advert: { id: number } }> };
  const asked = new Set(mine.content.map((r) => r.advert.id));
  const adverts = (
    (await (await request.get('/api/adverts?size=100')).json()) as { content: ListedAdvert[] }
  ).content;
  return adverts.find((a) => a.user.id !== user.id && !asked.has(a.id))!;
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test('a visitor picks a slot, logs in, comes back with it chosen, books it and cancels it after a question', async ({
  page,
  request,
}) => {
  const advert = await advertToVisit(request);
  const date = inDays(20);
  await page.goto(`/property/${advert.slug}`);
  await page.getByLabel('Tour Date').fill(date);
  const time = page.getByLabel('Tour time');
  // Outside the default viewing hours (09:00–19:00) a slot is marked and cannot be picked.
  await expect(time.locator('option', { hasText: '08:00 (outside viewing hours)' })).toBeDisabled();
  await time.selectOption('14:30');
  await page.getByRole('button', { name: 'Submit a tour request' }).click();
  await expect(page.getByText('You must login for tour request')).toBeVisible();
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel(/email/i).fill(DEMO.customer.email);
  await page.getByLabel(/password/i).fill(DEMO.customer.password);
  await page.getByRole('button', { name: /login|log in|sign in/i }).click();

  await expect(page).toHaveURL(new RegExp(`/property/${advert.slug}$`));
  await expect(page.getByLabel('Tour Date')).toHaveValue(date);
  await expect(page.getByLabel('Tour time')).toHaveValue('14:30');
  await page.getByRole('button', { name: 'Submit a tour request' }).click();
  await expect(page.getByText('Your tour request was created successfully')).toBeVisible();

  const mine = page.getByRole('region', { name: 'Your tour requests' });
  await expect(mine.getByText(`${date} at 14:30`)).toBeVisible();
  await expect(mine.getByText('Pending')).toBeVisible();
  await mine.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    page.getByText(`Cancel the tour of ${advert.title} on ${date} at 14:30:00?`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel tour' }).click();
  await expect(mine.getByText('Canceled')).toBeVisible();
});
