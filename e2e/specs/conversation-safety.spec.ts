import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO, expect, loginThroughUi, test } from '../support/fixtures';
import { confirmPathIn, lastMailText } from '../support/mail';
import { E2E_BASE_URL } from '../support/server';

const SELIN = { email: 'selin@example.com', password: 'Customer1234' };
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/conversation-safety';
const PASSWORD = 'Writer1234';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// The blocked writer's refused message (403), their requests once suspended (401) and their
// refused login (403) are expected; nothing else may fail.
test.use({
  allowedErrors:
    /403 POST .*\/api\/conversations\/\d+\/messages|401 (GET|POST|PUT) .*\/api\/|403 POST .*\/api\/auth\/login|Failed to load resource.*40[13]/,
});

/** A confirmed account of its own (A): suspending it touches no other test's people. */
async function newWriter(request: APIRequestContext) {
  const email = `e2e-writer-${unique()}@example.test`;
  const registration = {
    firstName: 'Ali',
    lastName: 'Writer',
    phone: '+905551112277',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
  };
  expect((await request.post('/api/auth/register', { data: registration })).status()).toBe(201);
  const code = confirmPathIn(await lastMailText(email))!
    .split('/')
    .pop();
  expect((await request.post(`/api/auth/registerconfirm/${code}`)).status()).toBe(200);
  return { email, password: PASSWORD };
}

/** One of Selin's public adverts (B's). */
async function selinsAdvert(request: APIRequestContext) {
  const res = await request.get('/api/adverts?size=100');
  const { content } = (await res.json()) as { content: { slug: string; id: number }[] };
  for (const advert of content) {
    const card = await request.get(`/api/adverts/${advert.id}/advertiser`);
    if (((await card.json()) as { name: string }).name === 'Selin Y.') return advert;
  }
  throw new Error('Selin has no public advert');
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

/**
 * Screenshots at both widths in English, then in Turkish (kept in this browser only); `turkish`
 * waits for the page's Turkish content and opens what the English shots showed open.
 */
async function shoot(page: Page, name: string, turkish: (page: Page) => Promise<void>) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await page.screenshot({ path: `${SHOTS}/${name}-en-${width}.png`, fullPage: true });
  }
  await page.evaluate(() => localStorage.setItem('language', 'tr'));
  await page.reload();
  await turkish(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await page.screenshot({ path: `${SHOTS}/${name}-tr-${width}.png`, fullPage: true });
  }
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
}

test('A writes to B, B blocks and reports, A cannot send, the manager suspends A', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const writer = await newWriter(request);
  const advert = await selinsAdvert(request);

  // A writes to B from the advert page.
  await loginThroughUi(page, writer.email, writer.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/property/${advert.slug}`);
  const card = page.getByRole('region', { name: 'The advertiser' });
  await card.getByLabel('Your message').fill('Pay the deposit to my account first.');
  await card.getByRole('button', { name: 'Message the advertiser' }).click();
  await expect(card.getByText('Your message was sent.')).toBeVisible();

  // B blocks A (after the question), then reports the conversation.
  const selin = await signedIn(browser, SELIN);
  await selin.goto('/dashboard/messages');
  await selin
    .getByRole('link', { name: /Ali W\./ })
    .first()
    .click();
  const actions = selin.getByRole('group', { name: 'Conversation actions' });
  await actions.getByRole('button', { name: 'Block' }).click();
  const question = selin.getByRole('dialog');
  await expect(question).toContainText('Block Ali W.?');
  await question.getByRole('button', { name: 'Block' }).click();
  await expect(selin.getByText('You blocked this person.')).toBeVisible();
  await expect(selin.getByRole('button', { name: 'Unblock' })).toBeVisible();

  await actions.getByRole('button', { name: 'Report' }).click();
  const report = selin.getByRole('dialog', { name: 'Report this conversation' });
  await report.getByLabel('Scam or fraud').check();
  await report.getByLabel('Details (optional)').fill('Asks for a deposit before any visit.');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(
    selin.getByText('Thank you. Our staff will look at this conversation.'),
  ).toBeVisible();
  await expect(actions.getByText('Reported')).toBeVisible();
  await shoot(selin, 'blocked-thread', async (p) => {
    await expect(p.getByText('Bu kişiyi engellediniz.')).toBeVisible();
  });

  // A is told only that the message cannot be sent.
  await card.getByRole('link', { name: 'Open the conversation' }).click();
  await page.getByLabel('Your reply').fill('Hello? Are you there?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('This message cannot be sent.')).toBeVisible();
  await expect(page.getByText(/blocked/i)).toHaveCount(0);

  // The manager reads the report with its thread and suspends A.
  const manager = await signedIn(browser, DEMO.manager);
  await manager
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Reported Conversations' })
    .click();
  await expect(manager.getByRole('heading', { name: 'Reported Conversations' })).toBeVisible();
  const reported = manager.getByRole('article').filter({ hasText: writer.email });
  await expect(reported.getByText('Asks for a deposit before any visit.')).toBeVisible();
  await reported.getByRole('button', { name: 'Read the conversation' }).click();
  await expect(reported.getByText('Pay the deposit to my account first.')).toBeVisible();
  await shoot(manager, 'report-queue', async (p) => {
    const card = p.getByRole('article').filter({ hasText: writer.email });
    await card.getByRole('button', { name: 'Konuşmayı oku' }).click();
    await expect(card.getByText('Pay the deposit to my account first.')).toBeVisible();
  });
  await expect(reported.getByText('Asks for a deposit before any visit.')).toBeVisible();
  await reported.getByRole('button', { name: 'Read the conversation' }).click();
  await reported.getByRole('button', { name: 'Suspend Ali Writer' }).click();
  const suspend = manager.getByRole('dialog');
  await expect(suspend).toContainText('Their sessions end');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(reported).toHaveCount(0);
  await manager.getByRole('button', { name: 'Decided' }).click();
  await expect(
    manager
      .getByRole('article')
      .filter({ hasText: writer.email })
      .getByText(/^Suspended by Mina Manager on /),
  ).toBeVisible();

  // A's session has ended, and A cannot log in again.
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await loginThroughUi(page, writer.email, writer.password);
  await expect(
    page.getByText('This account is suspended. Please contact us if you think this is a mistake.'),
  ).toBeVisible();
});
