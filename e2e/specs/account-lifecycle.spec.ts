import { confirmPathIn, lastMailText, resetCodeIn } from '../support/mail';
import { expect, test } from '../support/fixtures';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('register → confirm by the e-mailed link → log in → profile → change password → log out', async ({
  page,
}) => {
  const email = `e2e-${unique()}@example.test`;
  await page.goto('/register');
  await page.getByLabel('First name').fill('Deniz');
  await page.getByLabel('Last name').fill('Aksoy');
  await page.getByLabel('Phone').fill('+905551112233');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Welcome123');
  await page.getByLabel('Confirm password').fill('Welcome123');
  await page.getByLabel('I agree to the Terms of Use and the Privacy Policy').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(
    page.getByText(
      'Your registration has been saved successfully, please check your email account and confirm your registration!',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL('/');

  const confirmPath = confirmPathIn(await lastMailText(email));
  expect(confirmPath).toBeTruthy();
  await page.goto(confirmPath!);
  await page.getByRole('button', { name: 'Confirm my registration' }).click();
  await expect(page.getByText('Your registration is confirmed. You can log in now.')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Welcome123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Hello Deniz' })).toBeVisible();

  await page.goto('/dashboard/my-profile');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).not.toBeEditable();
  await page.getByLabel('First name').fill('Derin');
  await page.getByRole('button', { name: /save|update/i }).click();
  await expect(page.getByText('your profile updated')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hello Derin' })).toBeVisible();

  await page.goto('/dashboard/change-password');
  await page.getByLabel('Current Password').fill('Welcome123');
  await page.getByLabel('New Password', { exact: true }).fill('Changed456');
  await page.getByLabel('Retry New Password').fill('Changed456');
  await page.getByRole('button', { name: 'UPDATE' }).click();
  await expect(page.getByText('Change Password was created successfully')).toBeVisible();

  // The session carries on with the token the password change returned.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Hello Derin' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Are you sure to logout?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('isUserLogin'))).not.toBe('true');

  // The new password works, the old one no longer does.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Changed456');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Hello Derin' })).toBeVisible();
});

test.describe('forgot and reset password', () => {
  test('forgot → reset with the e-mailed code → log in with the new password', async ({ page }) => {
    // A fresh account made through the API so this test stands alone.
    const email = `e2e-reset-${unique()}@example.test`;
    const register = await page.request.post('/api/auth/register', {
      data: {
        firstName: 'Reset',
        lastName: 'Tester',
        phone: '+905551112244',
        email,
        password: 'Original123',
        confirmPassword: 'Original123',
        acceptTerms: true,
      },
    });
    expect(register.status()).toBe(201);

    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: /send|reset/i }).click();
    await expect(page).toHaveURL(/\/reset/);

    const code = resetCodeIn(await lastMailText(email));
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel(/reset code/i).fill(code!);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('New Password', { exact: true }).fill('Renewed789');
    await page.getByLabel('Retry New Password').fill('Renewed789');
    await page.getByRole('button', { name: /reset|change|update|save/i }).click();
    await expect(page.getByText('Change Password was created successfully')).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Renewed789');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('link', { name: 'Hello Reset' })).toBeVisible();
  });
});

test.describe('a wrong password', () => {
  test.use({ allowedErrors: /401 POST .*\/api\/auth\/login|Failed to load resource.*401/ });

  test('shows the server message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('customer@example.com');
    await page.getByLabel('Password').fill('NotThePassword1');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Wrong email or password.')).toBeVisible();
  });
});
