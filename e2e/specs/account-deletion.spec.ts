import fs from 'node:fs';
import { expect, loginThroughUi, test } from '../support/fixtures';
import { confirmPathIn, lastMailText } from '../support/mail';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'Leaving123';

test.describe('deleting one’s account', () => {
  // The last step logs in with the deleted account on purpose.
  test.use({ allowedErrors: /401 POST .*\/api\/auth\/login|Failed to load resource.*401/ });

  test('download my data → read it → delete the account in the UI → logging in fails', async ({
    page,
  }) => {
    const email = `e2e-leaving-${unique()}@example.test`;
    const register = await page.request.post('/api/auth/register', {
      data: {
        firstName: 'Lale',
        lastName: 'Leaving',
        phone: '+905551112255',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        acceptTerms: true,
      },
    });
    expect(register.status()).toBe(201);
    const code = confirmPathIn(await lastMailText(email))!
      .split('/')
      .pop();
    expect((await page.request.post(`/api/auth/registerconfirm/${code}`)).status()).toBe(200);

    await loginThroughUi(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard/my-profile');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
      profile: { email: string; firstName: string };
      adverts: unknown[];
      activityLog: { action: string }[];
    };
    expect(data.profile).toMatchObject({ email, firstName: 'Lale' });
    expect(data.adverts).toEqual([]);
    expect(data.activityLog.map((entry) => entry.action)).toContain('LOGIN');
    expect(JSON.stringify(data)).not.toMatch(/password/i);

    const zone = page.getByRole('region', { name: 'Danger zone' });
    await zone.getByLabel('Your password').fill(PASSWORD);
    await zone.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Delete your account? Your adverts, pictures, favourites');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await expect(page.getByText('Your account has been deleted.')).toBeVisible();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.getItem('isUserLogin'))).not.toBe('true');

    await loginThroughUi(page, email, PASSWORD);
    await expect(page.getByText('Wrong email or password.')).toBeVisible();
  });
});
