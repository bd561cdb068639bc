import { DEMO, expect, loginThroughUi, test } from '../support/fixtures';
import { chooseLanguage, INVALID_CODE, walkAddresses, walkInLanguage } from '../support/route-walk';

/*
 * Every page of the app, in one browser session per role, first in Turkish then in English: no
 * error page ("Beklenmeyen Uygulama Hatası", React error #467 on /dashboard/add-new-advert after
 * a Turkish reader had opened a few pages), no console error, no failed request but the expected.
 */

// The e-mailed links' pages ask about a code no e-mail carried: those answers are the pages'
// subject, not failures. The browser's console line for them names no address; each response is
// still held to this list by its address.
test.use({
  allowedErrors: new RegExp(
    [
      `^40\\d \\w+ \\S*${INVALID_CODE}\\b`,
      '^Failed to load resource: the server responded with a status of 40[04]',
    ].join('|'),
  ),
});

const ROLES = [
  { role: 'visitor', account: undefined },
  { role: 'customer', account: DEMO.customer },
  { role: 'manager', account: DEMO.manager },
  { role: 'admin', account: DEMO.admin },
] as const;

for (const { role, account } of ROLES) {
  test(`a ${role} opens every page in Turkish, then in English`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const addresses = await walkAddresses(request);
    if (account) {
      await loginThroughUi(page, account.email, account.password);
      await expect(page).not.toHaveURL(/\/login$/);
    } else {
      await page.goto('/');
    }
    await chooseLanguage(page, 'tr');
    await walkInLanguage(page, addresses, 'tr', account !== undefined);
    await chooseLanguage(page, 'en');
    await walkInLanguage(page, addresses, 'en', account !== undefined);
  });
}
