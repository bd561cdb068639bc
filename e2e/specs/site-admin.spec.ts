import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO, expect, loginThroughUi, test } from '../support/fixtures';
import { lastMailText } from '../support/mail';

async function logInAsAdmin(page: Page) {
  await loginThroughUi(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a visitor writes, the admin answers in the dashboard and the reply is e-mailed', async ({
  page,
}) => {
  const tag = randomBytes(3).toString('hex');
  const email = `visitor-${tag}@example.test`;
  const question = `Is the flat near the sea still free? (${tag})`;
  await page.goto('/contact');
  await page.getByLabel('First name').fill('Visitor');
  await page.getByLabel('Last name').fill('Person');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Message').fill(question);
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText('Your message was sent')).toBeVisible();

  await logInAsAdmin(page);
  await page.getByRole('link', { name: /^Contact Messages/ }).click();
  await page.getByRole('textbox', { name: /Search by name/ }).fill(tag);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Total: 1')).toBeVisible();
  const message = page.getByRole('article', { name: 'Message from Visitor Person' });
  await expect(message.getByText(question)).toBeVisible();
  await message.getByRole('button', { name: 'Reply' }).click();
  const answer = `Yes, it is. Call us any day. (${tag})`;
  await message.getByRole('textbox', { name: 'Your reply' }).fill(answer);
  await message.getByRole('button', { name: 'Send Reply' }).click();
  await expect(page.getByText('Your reply was sent')).toBeVisible();
  await expect(message.getByRole('list', { name: 'Replies' })).toContainText(answer);
  await expect(message.getByText('Read', { exact: true })).toBeVisible();

  const mail = await lastMailText(email);
  expect(mail).toContain(answer);
  expect(mail).toContain(question);
});

test('a phone number changed on the Web Site page shows in the footer', async ({ page }) => {
  const phone = `+90 216 ${100 + Math.floor(Math.random() * 900)} 22 11`;
  await logInAsAdmin(page);
  await page.getByRole('link', { name: 'Web Site' }).click();
  const phoneField = page.getByRole('textbox', { name: 'Phone', exact: true }).first();
  await expect(phoneField).not.toHaveValue('');
  await phoneField.fill(phone);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Data saved successfully!')).toBeVisible();

  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('contentinfo')).toContainText(phone);
  // A fresh load reads the details from the server too (the page carries them).
  await page.goto('/contact');
  await expect(page.getByRole('contentinfo')).toContainText(phone);
  await expect(page.getByRole('main')).toContainText(phone);
});

test("the admin gives a city its own time zone on the Time Zones page, and back to its country's", async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.getByRole('link', { name: 'Time Zones' }).click();
  const germany = page.getByRole('region', { name: 'Germany' });
  await expect(germany.getByLabel('Germany', { exact: true })).toHaveValue('Europe/Berlin');
  await germany.getByText(/^5 cities/).click();
  const berlin = germany.getByLabel('Berlin', { exact: true });
  const save = germany.getByRole('button', { name: 'Save the time zone of Berlin' });
  await expect(save).toBeDisabled();
  // The same zone as the country's, named on the city: tours elsewhere in the run are unaffected.
  await berlin.selectOption('Europe/Berlin');
  await save.click();
  await expect(page.getByText('Time zone saved.')).toBeVisible();
  await expect(germany.getByText('5 cities, 1 with a zone of their own')).toBeVisible();

  await page.reload();
  await page
    .getByRole('region', { name: 'Germany' })
    .getByText(/^5 cities/)
    .click();
  await expect(berlin).toHaveValue('Europe/Berlin');
  await berlin.selectOption({ label: 'As country (Europe/Berlin)' });
  await save.click();
  await expect(germany.getByText('5 cities', { exact: true })).toBeVisible();
});
