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
  // The page states the viewing hours; an advert without its own has the default ones.
  await expect(page.getByText(/^Viewings: .+ \d\d:\d\d–\d\d:\d\d, .+ time$/)).toBeVisible();
  const grid = page.getByRole('group', { name: 'Tour time' });
  await expect(grid.getByRole('group', { name: 'Night' }).getByRole('radio')).toHaveCount(12);
  // Outside the default viewing hours (09:00–19:00) a slot is marked and cannot be picked.
  await expect(grid.getByRole('radio', { name: '08:00 (outside viewing hours)' })).toBeDisabled();
  await expect(grid.getByRole('radio', { name: '03:00 (outside viewing hours)' })).toBeDisabled();
  await grid.getByText('14:30', { exact: true }).click();
  await page.getByRole('button', { name: 'Submit a tour request' }).click();
  await expect(page.getByText('You must login for tour request')).toBeVisible();
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel(/email/i).fill(DEMO.customer.email);
  await page.getByLabel(/password/i).fill(DEMO.customer.password);
  await page.getByRole('button', { name: /login|log in|sign in/i }).click();

  await expect(page).toHaveURL(new RegExp(`/property/${advert.slug}$`));
  await expect(page.getByLabel('Tour Date')).toHaveValue(date);
  await expect(page.getByRole('radio', { name: '14:30, free' })).toBeChecked();
  await page.getByRole('button', { name: 'Submit a tour request' }).click();
  await expect(page.getByText('Your tour request was created successfully')).toBeVisible();

  const mine = page.getByRole('region', { name: 'Your tour requests' });
  await expect(mine.getByText(`${date} at 14:30`)).toBeVisible();
  await expect(mine.getByText('Pending')).toBeVisible();
  await mine.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    page.getByText(`Cancel the tour of ${advert.title} on ${date} at 14:30?`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel tour' }).click();
  await expect(mine.getByText('Canceled')).toBeVisible();
});

test('a visitor without an account creates one from the tour prompt and comes back to the advert with the choice kept', async ({
  page,
  request,
}) => {
  const advert = await advertToVisit(request);
  const date = inDays(24);
  await page.goto(`/property/${advert.slug}`);
  await page.getByLabel('Tour Date').fill(date);
  await page.getByRole('group', { name: 'Tour time' }).getByText('15:00', { exact: true }).click();
  await page.getByRole('button', { name: 'Submit a tour request' }).click();
  const prompt = page.getByRole('dialog', { name: 'You must login for tour request' });
  await expect(prompt.getByRole('button', { name: 'Login' })).toBeVisible();
  await prompt.getByRole('button', { name: 'Create one now' }).click();

  await expect(page).toHaveURL(/\/register$/);
  const email = `e2e-tour-${Date.now().toString(36)}@example.test`;
  await page.getByLabel('First name').fill('Tuna');
  await page.getByLabel('Last name').fill('Visitor');
  await page.getByLabel('Phone').fill('+905551112244');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Welcome123');
  await page.getByLabel('Confirm password').fill('Welcome123');
  await page.getByLabel('I agree to the Terms of Use and the Privacy Policy').check();
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(new RegExp(`/property/${advert.slug}$`));
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
  await expect(page.getByLabel('Tour Date')).toHaveValue(date);
  await expect(page.getByRole('radio', { name: '15:00, free' })).toBeChecked();
});
