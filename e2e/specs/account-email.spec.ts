import { confirmPathIn, lastMailText } from '../support/mail';
import { expect, test } from '../support/fixtures';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const emailConfirmPathIn = (text: string) => /\/email-confirm\/[\w-]+/.exec(text)?.[0];

// An old address that no longer logs in answers 401, which the test expects once.
test.use({ allowedErrors: /401 POST .*\/api\/auth\/login|Failed to load resource.*401/ });

test('register with consent → send the link again → confirm → log in → change e-mail → log in with the new address', async ({
  page,
}) => {
  const email = `e2e-mail-${unique()}@example.test`;
  const newEmail = `e2e-moved-${unique()}@example.test`;
  await page.goto('/register');
  await page.getByLabel('First name').fill('Elif');
  await page.getByLabel('Last name').fill('Yilmaz');
  await page.getByLabel('Phone').fill('+905551112255');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Welcome123');
  await page.getByLabel('Confirm password').fill('Welcome123');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(
    page.getByText('You must agree to the Terms of Use and the Privacy Policy.'),
  ).toBeVisible();
  await page.getByLabel('I agree to the Terms of Use and the Privacy Policy').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL('/');
  const firstLink = confirmPathIn(await lastMailText(email));

  // "Didn't get the e-mail?" on the page the registration lands on.
  await expect(page.getByText(`We sent a confirmation link to ${email}.`)).toBeVisible();
  await page.getByRole('link', { name: "Didn't get the e-mail?" }).click();
  await expect(page).toHaveURL('/resend-confirmation');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(
    page.getByText('we have sent a new confirmation link to it.', { exact: false }),
  ).toBeVisible();
  await expect.poll(async () => confirmPathIn(await lastMailText(email))).not.toBe(firstLink);

  await page.goto(confirmPathIn(await lastMailText(email))!);
  await expect(page.getByText('Your registration is confirmed. You can log in now.')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Welcome123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Hello Elif' })).toBeVisible();

  await page.goto('/dashboard/my-profile');
  await page.getByLabel('New e-mail').fill(newEmail);
  await page.getByLabel('Current password').fill('Welcome123');
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(
    page.getByText(`We have sent a confirmation link to ${newEmail}.`, { exact: false }),
  ).toBeVisible();
  expect(await lastMailText(email)).toContain(`your e-mail is being changed to ${newEmail}`);

  await page.goto(emailConfirmPathIn(await lastMailText(newEmail))!);
  await expect(
    page.getByText(`Your e-mail address is now ${newEmail}. Log in with it from now on.`),
  ).toBeVisible();

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL('/');

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Welcome123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Wrong email or password.')).toBeVisible();
  await page.getByLabel('Email').fill(newEmail);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Hello Elif' })).toBeVisible();
});
