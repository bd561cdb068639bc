import { test as base, expect, type Page } from '@playwright/test';
import { serveMapTiles } from './map-tiles';

/**
 * Every test fails on a console error or a failed request it did not expect. A test that
 * expects one (e.g. a 401 while logging in with a wrong password) matches it with `allowedErrors`
 * (one RegExp: Playwright reads an array option as a [value, options] pair).
 */
export const test = base.extend<{
  allowedErrors: RegExp | undefined;
  watchErrors: void;
  mapTiles: void;
}>({
  allowedErrors: [undefined, { option: true }],
  // Map tiles come from the internet, which the tests do not have: every page gets local ones (a
  // test may route them differently after this).
  mapTiles: [
    async ({ page }, use) => {
      await serveMapTiles(page);
      await use();
    },
    { auto: true },
  ],
  watchErrors: [
    async ({ page, allowedErrors }, use) => {
      const problems: string[] = [];
      const allowed = (text: string) => allowedErrors?.test(text) ?? false;
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !allowed(msg.text())) problems.push(`console: ${msg.text()}`);
      });
      page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
      page.on('response', (res) => {
        const text = `${res.status()} ${res.request().method()} ${res.url()}`;
        if (res.status() >= 400 && !allowed(text)) problems.push(`response: ${text}`);
      });
      page.on('requestfailed', (req) => {
        const error = req.failure()?.errorText ?? '';
        // ERR_ABORTED is the browser cancelling a request because the test navigated away.
        if (error === 'net::ERR_ABORTED') return;
        const text = `failed ${req.method()} ${req.url()} ${error}`;
        if (!allowed(text) && !/^(data|blob):/.test(req.url())) problems.push(text);
      });
      await use();
      expect(problems, 'unexpected console errors or failed requests').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export const DEMO = {
  admin: { email: 'admin@example.com', password: 'Admin1234' },
  manager: { email: 'manager@example.com', password: 'Manager1234' },
  customer: { email: 'customer@example.com', password: 'Customer1234', firstName: 'Cem' },
};

export async function loginThroughUi(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /login|log in|sign in/i }).click();
}
