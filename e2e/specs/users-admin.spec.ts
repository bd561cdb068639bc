import type { APIRequestContext, Page } from '@playwright/test';
import { confirmPathIn, lastMailText } from '../support/mail';
import { DEMO, expect, loginThroughUi, test } from '../support/fixtures';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A confirmed customer account of the test's own, made through the API and the e-mailed link. */
async function newCustomer(request: APIRequestContext, firstName: string) {
  const email = `e2e-users-${unique()}@example.test`;
  const password = 'Welcome123';
  const register = await request.post('/api/auth/register', {
    data: {
      firstName,
      lastName: 'Tester',
      phone: '+905551113344',
      email,
      password,
      confirmPassword: password,
      acceptTerms: true,
    },
  });
  expect(register.status()).toBe(201);
  const code = confirmPathIn(await lastMailText(email))!
    .split('/')
    .pop()!;
  expect((await request.post(`/api/auth/registerconfirm/${code}`)).ok()).toBe(true);
  return { email, password, firstName };
}

/** The admin on the Users page, the list narrowed to one e-mail address. */
async function findUserAsAdmin(page: Page, email: string) {
  await loginThroughUi(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Total: 1')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
}

test.describe('the Users page', () => {
  test('the admin makes a customer a manager and that person’s old session is refused', async ({
    page,
    browser,
  }) => {
    const person = await newCustomer(page.request, 'Promoted');
    const theirs = await browser.newContext();
    const theirPage = await theirs.newPage();
    await loginThroughUi(theirPage, person.email, person.password);
    await expect(theirPage).toHaveURL(/\/dashboard$/);

    await findUserAsAdmin(page, person.email);
    await page.getByRole('button', { name: 'Edit Promoted Tester' }).click();
    const form = page.getByRole('form', { name: 'User form' });
    await expect(form.getByLabel('Email')).toHaveValue(person.email);
    await form.getByLabel('Role').selectOption('MANAGER');
    await form.getByRole('button', { name: 'SAVE' }).click();
    await expect(page.getByText('User Updated successful...')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Logs' }).getByText(/Role changed from CUSTOMER to MANAGER/),
    ).toBeVisible();

    // Their next page load checks the token they hold: refused, they land on the login page.
    await theirPage.reload();
    await expect(theirPage).toHaveURL(/\/login$/);
    await theirs.close();

    // Logging in again gives them the manager's dashboard.
    const again = await browser.newContext();
    const againPage = await again.newPage();
    await loginThroughUi(againPage, person.email, person.password);
    await expect(againPage).toHaveURL(/\/dashboard$/);
    await againPage.goto('/dashboard/users');
    await expect(againPage.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await again.close();
  });

  test('the admin deletes a user after the confirm', async ({ page }) => {
    const person = await newCustomer(page.request, 'Leaving');
    await findUserAsAdmin(page, person.email);
    await page.getByRole('button', { name: 'Delete Leaving Tester' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Are you sure you want to delete this user?')).toBeVisible();
    await expect(dialog.getByText(`Leaving Tester (${person.email})`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('User Delete successful...')).toBeVisible();
    await expect(page.getByText('Total: 0')).toBeVisible();
    await expect(page.getByText('No users match this search.')).toBeVisible();

    const login = await page.request.post('/api/auth/login', {
      data: { email: person.email, password: person.password },
    });
    expect(login.ok()).toBe(false);
  });
});
