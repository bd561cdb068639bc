import type { APIRequestContext, Browser } from '@playwright/test';
import { DEMO, expect, loginThroughUi, test } from '../support/fixtures';
import { confirmPathIn, lastMailText } from '../support/mail';
import { E2E_BASE_URL } from '../support/server';

const PASSWORD = 'Agency1234';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A confirmed account of its own, so the test touches no other test's people. */
async function newMember(request: APIRequestContext, firstName: string) {
  const email = `e2e-${firstName.toLowerCase()}-${unique()}@example.test`;
  const registration = {
    firstName,
    lastName: 'Agent',
    phone: '+905551112288',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
  };
  const headers = { 'x-forwarded-for': `10.40.${Math.floor(Math.random() * 250)}.7` };
  const made = await request.post('/api/auth/register', { data: registration, headers });
  expect(made.status()).toBe(201);
  const code = confirmPathIn(await lastMailText(email))!
    .split('/')
    .pop();
  expect((await request.post(`/api/auth/registerconfirm/${code}`)).status()).toBe(200);
  return { email, password: PASSWORD };
}

async function signedIn(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await loginThroughUi(page, who.email, who.password);
  await expect(page).toHaveURL(/\/dashboard/);
  return page;
}

test('a member creates an agency, invites a colleague who accepts, and staff verify it', async ({
  page,
  browser,
  request,
}) => {
  const owner = await newMember(request, 'Oya');
  const colleague = await newMember(request, 'Ali');
  const name = `Moda Homes ${unique()}`;

  await loginThroughUi(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole('link', { name: 'My Agency' }).first().click();
  await expect(page.getByRole('heading', { name: 'Create an agency' })).toBeVisible();
  await page.getByLabel('Agency name').fill(name);
  await page.getByLabel('Licence number').fill('TR-34-0042');
  await page.getByLabel('Office phone').fill('0216 345 01 02');
  await page.getByLabel('Office e-mail').fill('office@moda.example.test');
  await page.getByLabel('Office address').fill('Moda Caddesi 1');
  await page.getByLabel('Country').selectOption({ label: 'Türkiye' });
  await page.getByLabel('City').selectOption({ label: 'İstanbul' });
  await page.getByLabel('District').selectOption({ label: 'Kadıköy' });
  await page.getByRole('button', { name: 'Create the agency' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
  await expect(page.getByText('Waiting for verification')).toBeVisible();

  await page.getByLabel("Colleague's e-mail address").fill(colleague.email);
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${colleague.email}.`)).toBeVisible();
  const link = /\/agency-invitation\/[\w-]+/.exec(await lastMailText(colleague.email))![0];

  const other = await signedIn(browser, colleague);
  await other.goto(link);
  await other.getByRole('button', { name: `Join ${name}` }).click();
  await expect(other.getByText(`You joined ${name}.`)).toBeVisible();
  await other.getByRole('link', { name: 'Open my agency' }).click();
  await expect(other.getByRole('list', { name: 'Members' })).toContainText('Agent');

  const staff = await signedIn(browser, DEMO.manager);
  await staff.goto('/dashboard/agencies');
  const card = staff.getByRole('article', { name });
  await expect(card).toContainText('2 members');
  await card.getByRole('button', { name: 'Verify' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
  await expect(card).toBeHidden();

  await page.reload();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
});
