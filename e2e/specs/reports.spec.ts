import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, loginThroughUi, test } from '../support/fixtures';

/** The rows of a panel's table view, first cell and figures, as the page shows them. */
async function tableRows(panel: Locator) {
  await panel.getByRole('button', { name: 'Table' }).click();
  const rows = panel.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  return Promise.all(
    (await rows.all()).map(async (row) =>
      (await row.locator('th, td').allInnerTexts()).map((cell) => cell.trim()),
    ),
  );
}

/** The panel's CSV, downloaded through the page, as rows of cells (no header). */
async function csvRows(page: Page, panel: Locator) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: /^Download CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  const [header, ...rows] = text.split('\r\n');
  return { header, rows: rows.map((line) => line.split(',')) };
}

const plain = (cells: string[]) => cells.map((c) => c.replace(/,/g, ''));

test('an admin opens Reports, sees the charts and downloads the figures they show', async ({
  page,
}) => {
  await loginThroughUi(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Reports' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByText('Figures of the whole marketplace.')).toBeVisible();

  const byStatus = page.getByRole('region', { name: 'Adverts by status' });
  await expect(byStatus.locator('canvas').first()).toBeVisible();
  const shown = await tableRows(byStatus);
  expect(shown.map((r) => r[0])).toEqual(['PENDING', 'ACTIVATED', 'REJECTED']);
  expect(shown.every((r) => /^\d[\d,]*$/.test(r[1]!))).toBe(true);
  const csv = await csvRows(page, byStatus);
  expect(csv.header).toBe('Status,Adverts');
  expect(csv.rows).toEqual(shown.map(plain));

  const timeline = page.getByRole('region', { name: /^New adverts, users and tour requests/ });
  await expect(timeline.locator('canvas').first()).toBeVisible();
  await page.getByRole('button', { name: '7 days' }).click();
  // The figures on screen are the new range's once the note names the range the picker shows.
  const chosen = await page.locator('.report-range__summary').innerText();
  await expect(page.getByText(/^Counted per day, /)).toContainText(chosen);
  const days = await tableRows(timeline);
  expect(days).toHaveLength(7);
  const timelineCsv = await csvRows(page, timeline);
  expect(timelineCsv.header).toBe('Day,New adverts,New users,Tour requests');
  expect(timelineCsv.rows).toEqual(days.map(plain));
});

test('a customer sees Reports of their own adverts only', async ({ page }) => {
  await loginThroughUi(page, DEMO.customer.email, DEMO.customer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/reports');
  await expect(
    page.getByText('Figures of your own adverts and the tour requests on them.'),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: /^New adverts and tour requests on them/ }),
  ).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'New users' })).toHaveCount(0);
});

test('the dark sidebar runs to the bottom of a long dashboard page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginThroughUi(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/reports');
  await expect(page.getByRole('heading', { name: 'Most requested adverts' })).toBeVisible();
  const { sidebarBottom, pageHeight } = await page.evaluate(() => ({
    sidebarBottom:
      document.querySelector('.dash-sidebar')!.getBoundingClientRect().bottom + scrollY,
    pageHeight: document.documentElement.scrollHeight,
  }));
  expect(pageHeight).toBeGreaterThan(800 * 1.5);
  expect(sidebarBottom).toBeGreaterThanOrEqual(pageHeight - 1);
  // Scrolled to the end, the menu is still in view.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toBeInViewport();
});
