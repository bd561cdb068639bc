import type { APIRequestContext, Page } from '@playwright/test';
import { WEB_PAGE_PATTERNS } from '../../packages/contracts/src/web-pages';
import { englishPhrasesIn } from './english-phrases';
import { expect } from './fixtures';

/** A code or token no e-mail ever carried: its page must say so, not crash. */
export const INVALID_CODE = 'no-such-code-0000';
/** The seed's agency, Moda Emlak (apps/api/src/db/seed/agencies.ts). */
export const DEMO_AGENCY_SLUG = 'moda-emlak';
const ERROR_PAGE = /Beklenmeyen Uygulama Hatası|Unexpected Application Error/;

export type Language = 'tr' | 'en';
const LANGUAGE_NAMES: Record<Language, string> = { tr: 'Türkçe', en: 'English' };

/** Every page of the app (WEB_PAGE_PATTERNS), its `:params` filled from the demo data. */
export async function walkAddresses(request: APIRequestContext): Promise<string[]> {
  const list = (await (await request.get('/api/adverts?size=2')).json()) as {
    content: Array<{ id: number; slug: string }>;
  };
  const [first, second] = list.content;
  const values: Record<string, string> = {
    slug: first!.slug,
    id: String(first!.id),
    code: INVALID_CODE,
    token: INVALID_CODE,
    // The "any" segments of a search from the home page (adverts' searchPath).
    advertTypeId: '0',
    categoryId: '0',
    searchText: 'all',
  };
  // The demo agency's page: its slug is no advert's (docs/product.md#agency-page).
  const special: Record<string, string> = {
    '/compare': `/compare?ids=${first!.id},${second!.id}`,
    '/agency/:slug': `/agency/${DEMO_AGENCY_SLUG}`,
  };
  const addresses = WEB_PAGE_PATTERNS.map(
    (pattern) =>
      special[pattern] ??
      pattern.replace(/\/\*$/, '').replace(/:(\w+)/g, (_, name: string) => values[name]!),
  );
  // The not-found pages, the site's and the dashboard's.
  return [...addresses, '/no-such-page', '/dashboard/no-such-page'];
}

export const isDashboard = (address: string) => /^\/dashboard(\/|$)/.test(address);

/** Waits for the page to be drawn in `language`, and fails on the app's error page. */
export async function expectDrawn(page: Page, address: string, language: Language) {
  await expect(page.locator('h1').first(), `${address} draws its heading`).toBeVisible();
  await expect(page.locator('[aria-busy="true"]'), `${address} finishes loading`).toHaveCount(0);
  await expect(page.getByText(ERROR_PAGE), `${address} shows the error page`).toHaveCount(0);
  await expect(page.locator('html'), `${address} stays in ${language}`).toHaveAttribute(
    'lang',
    language,
  );
  // A Turkish page shows no English sentence of the catalogs (one that slipped in untranslated).
  if (language === 'tr') {
    const shown = englishPhrasesIn(await page.locator('body').innerText());
    expect(shown, `${address} shows English texts in Turkish`).toEqual([]);
  }
}

/** An address a person opens from an e-mail: a new page load. */
const isEmailedLink = (address: string) => address.includes(INVALID_CODE);

/**
 * Opens `address` in the same session, the way a person does: by its link when the page shows one,
 * an e-mailed link as a new page load, any other address through the app's own navigation (as its
 * redirects and buttons do), so the walk, like a person, goes on in one running app.
 */
export async function visit(page: Page, address: string, language: Language) {
  const link = page.locator(`a[href="${address}"]:visible`).first();
  // A link may go as the page it is on moves on (a signed-in reader sent from /login).
  const clicked =
    !isEmailedLink(address) &&
    (await link.count()) > 0 &&
    (await link.click({ timeout: 3_000 }).then(
      () => true,
      () => false,
    ));
  if (clicked) {
    // Followed.
  } else if (isEmailedLink(address)) {
    await page.goto(address);
  } else {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, address);
  }
  await expectDrawn(page, address, language);
}

/** Picks the language in the header's switcher, as a person does (from the home page). */
export async function chooseLanguage(page: Page, language: Language) {
  const switcher = page.getByRole('banner').getByRole('combobox', { name: /^(Language|Dil)$/ });
  if (!(await switcher.isVisible())) await visit(page, '/', language === 'tr' ? 'en' : 'tr');
  await switcher.selectOption(LANGUAGE_NAMES[language]);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Clicks every link of the dashboard's side menu in turn; returns the addresses it opened. */
export async function walkSideMenu(page: Page, language: Language): Promise<string[]> {
  const menu = page.getByRole('navigation', {
    name: language === 'tr' ? 'Yönetim paneli' : 'Dashboard',
  });
  // Dashboard, and at least one link of the role's, once the menu is drawn.
  await expect(menu.locator('a[href^="/dashboard/"]').first()).toBeVisible();
  const hrefs = await menu
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  // Home leaves the dashboard: the walk opens the home page on its own.
  const inside = [...new Set(hrefs)].filter(isDashboard);
  expect(inside.length, 'the side menu has dashboard links').toBeGreaterThan(1);
  for (const href of inside) {
    await menu.locator(`a[href="${href}"]`).first().click();
    await expect(page).toHaveURL(href);
    await expectDrawn(page, href, language);
  }
  return inside;
}

/**
 * One language's walk: the site's pages, then (signed in) the dashboard through its side menu,
 * then every other address in turn.
 */
export async function walkInLanguage(
  page: Page,
  addresses: readonly string[],
  language: Language,
  signedIn: boolean,
) {
  for (const address of addresses.filter((a) => !isDashboard(a))) {
    await visit(page, address, language);
  }
  let opened: string[] = [];
  if (signedIn) {
    await visit(page, '/dashboard', language);
    opened = await walkSideMenu(page, language);
  }
  for (const address of addresses.filter((a) => isDashboard(a) && !opened.includes(a))) {
    await visit(page, address, language);
  }
}
