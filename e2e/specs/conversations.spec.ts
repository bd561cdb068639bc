import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO, expect, loginThroughUi, test } from '../support/fixtures';
import { lastMailText } from '../support/mail';
import { E2E_BASE_URL } from '../support/server';

const SELIN = { email: 'selin@example.com', password: 'Customer1234' };
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/conversations';

/** One of Selin's public adverts, found through her own list. */
async function selinsAdvert(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: SELIN });
  const { token } = (await login.json()) as { token: string };
  const res = await request.get('/api/adverts/auth?page=0&size=50&status=ACTIVATED', {
    headers: { Authorization: token },
  });
  const { content } = (await res.json()) as {
    content: { slug: string; title: string; isActive: boolean }[];
  };
  return content.find((a) => a.isActive)!;
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.getByLabel(/email/i).fill(who.email);
  await page.getByLabel(/password/i).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Selin answers in a browser of her own, from the unread badge of her menu. */
async function answerAsSelin(browser: Browser) {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await loginThroughUi(page, SELIN.email, SELIN.password);
  await expect(page).toHaveURL(/\/dashboard/);
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await menu.getByRole('link', { name: /^Messages \d+ unread$/ }).click();
  await page
    .getByRole('link', { name: /Cem C\./ })
    .first()
    .click();
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText('Is the garden big enough for a dog?')).toBeVisible();
  // Read now: the badge goes once the thread is open.
  await expect(menu.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await page.getByLabel('Your reply').fill('Yes, and it is fenced. Come on Friday?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(messages.getByText('Yes, and it is fenced. Come on Friday?')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/messages-1280.png`, fullPage: true });
  await context.close();
}

test('a visitor writes to the advertiser, logs in with the text kept, and gets an answer', async ({
  page,
  browser,
  request,
}) => {
  const advert = await selinsAdvert(request);
  await page.goto(`/property/${advert.slug}`);
  const card = page.getByRole('region', { name: 'The advertiser' });
  await expect(card.getByText('Selin Y.')).toBeVisible();
  await expect(card.getByText(/^Member since \w+ \d{4} · \d+ live adverts?$/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Log in to see the number' })).toBeVisible();

  await card.getByLabel('Your message').fill('Is the garden big enough for a dog?');
  await card.getByRole('button', { name: 'Message the advertiser' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, DEMO.customer);
  await expect(page).toHaveURL(new RegExp(`/property/${advert.slug}$`));
  await expect(card.getByLabel('Your message')).toHaveValue('Is the garden big enough for a dog?');
  await card.getByRole('button', { name: 'Message the advertiser' }).click();
  await expect(card.getByText('Your message was sent.')).toBeVisible();

  await card.getByRole('button', { name: 'Show phone number' }).click();
  await expect(card.getByRole('link', { name: '+90 555 111 00 04' })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/advertiser-card-1280.png`, fullPage: true });

  expect(await lastMailText(SELIN.email)).toContain('Is the garden big enough for a dog?');
  await answerAsSelin(browser);

  await page.setViewportSize({ width: 390, height: 844 });
  await card.getByRole('link', { name: 'Open the conversation' }).click();
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText('Yes, and it is fenced. Come on Friday?')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/messages-390.png`, fullPage: true });
});

test('the advertiser card on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const advert = await selinsAdvert(request);
  await page.goto(`/property/${advert.slug}`);
  // On a phone the card comes below the description, once the visitor scrolls towards it.
  await page.locator('.advert-detail__tour').scrollIntoViewIfNeeded();
  const card = page.getByRole('region', { name: 'The advertiser' });
  await expect(card.getByText('Selin Y.')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/advertiser-card-390.png` });
});
