import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, loginThroughUi, test } from '../support/fixtures';
import { lastMailText } from '../support/mail';
import { E2E_BASE_URL } from '../support/server';

/** Customer B: the owner whose advert customer A (DEMO.customer) visits. */
const OWNER = { email: 'selin@example.com', password: 'Customer1234', name: 'Selin Yilmaz' };
/** The guest as the owner sees them until the tour is approved (docs/product.md#tour-requests). */
const GUEST_SHORT_NAME = 'Cem C.';
const GUEST_NAME = 'Cem Customer';

interface ListedAdvert {
  slug: string;
  title: string;
  user: { id: number };
}

/** A public advert of customer B, read through the API. */
async function ownersAdvert(request: APIRequestContext): Promise<ListedAdvert> {
  const login = await request.post('/api/auth/login', {
    data: { email: OWNER.email, password: OWNER.password },
  });
  const { user } = (await login.json()) as { user: { id: number } };
  const res = await request.get('/api/adverts?size=100');
  const adverts = ((await res.json()) as { content: ListedAdvert[] }).content;
  const advert = adverts.find((a) => a.user.id === user.id);
  expect(advert, 'a public advert of the second demo customer').toBeDefined();
  return advert!;
}

/**
 * A date weeks ahead and a half hour no other test books, so reruns on one server stay apart:
 * inside the default viewing hours (09:00–19:00, docs/product.md#viewing-hours).
 */
function uniqueSlot() {
  const days = 40 + Math.floor(Math.random() * 40);
  const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const minutes = 9 * 60 + Math.floor(Math.random() * 20) * 30;
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
  return { date, time };
}

/** The iCalendar UTC stamp ("20261215T180000Z") of a wall-clock time in a zone, found with Intl. */
function utcStamp(wallClock: string, timeZone: string): string {
  const shown = (at: number) => {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      ...{ year: 'numeric', month: '2-digit', day: '2-digit' },
      ...{ hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
    }).formatToParts(at);
    const part = (type: string) => parts.find((p) => p.type === type)!.value;
    return Date.parse(
      `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}Z`,
    );
  };
  const wanted = Date.parse(`${wallClock}Z`);
  let at = wanted;
  for (let i = 0; i < 2; i++) at += wanted - shown(at);
  return `${new Date(at).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

const rowOf = (page: Page, title: string, date: string) =>
  page.getByRole('row').filter({ hasText: title }).filter({ hasText: date });

test('a customer books a tour, the owner approves it, the guest gets the invitation and cancels', async ({
  page,
  browser,
  request,
}) => {
  const advert = await ownersAdvert(request);
  const { date, time } = uniqueSlot();

  // A books the tour on B's advert.
  await loginThroughUi(page, DEMO.customer.email, DEMO.customer.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/property/${advert.slug}`);
  await page.getByLabel('Tour Date').fill(date);
  await page.getByRole('group', { name: 'Tour time' }).getByText(time, { exact: true }).click();
  await expect(page.getByRole('radio', { name: `${time}, free` })).toBeChecked();
  await page.getByRole('button', { name: 'Submit a tour request' }).click();
  await expect(page.getByText('Your tour request was created successfully')).toBeVisible();

  // B approves it in the dashboard.
  const ownerContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const ownerPage = await ownerContext.newPage();
  await loginThroughUi(ownerPage, OWNER.email, OWNER.password);
  await expect(ownerPage).toHaveURL(/\/dashboard/);
  await ownerPage.goto('/dashboard/tour-requests');
  const onMyAdverts = ownerPage.getByRole('tab', { name: /Requests on my adverts/ });
  await expect(onMyAdverts.getByLabel(/waiting for your answer/)).toBeVisible();
  await onMyAdverts.click();
  await ownerPage.getByRole('searchbox', { name: 'Search tour requests' }).fill(date);
  await ownerPage.getByRole('button', { name: 'Search' }).click();
  const request_ = rowOf(ownerPage, advert.title, date).filter({ hasText: GUEST_SHORT_NAME });
  await expect(request_).toHaveCount(1);
  await request_.getByRole('button', { name: /^Approve:/ }).click();
  await expect(ownerPage.getByText('The tour request was approved.')).toBeVisible();
  // Approved, the guest is named in full.
  const approved = rowOf(ownerPage, advert.title, date).filter({ hasText: GUEST_NAME });
  await expect(approved.getByText('Approved')).toBeVisible();
  // The owner puts it in their calendar from the row: an .ics of the tour.
  const ownerDownload = ownerPage.waitForEvent('download');
  await approved.getByRole('button', { name: `Add to calendar: ${advert.title}` }).click();
  const ownerFile = await (await ownerDownload).path();
  expect(fs.readFileSync(ownerFile, 'utf8')).toContain('BEGIN:VCALENDAR');
  await ownerContext.close();

  // A sees it approved, with the calendar invitation in the e-mail.
  await page.goto('/dashboard/tour-requests');
  const mine = rowOf(page, advert.title, date);
  await expect(mine.getByText('Approved')).toBeVisible();
  // Without seconds, in the property's zone, with "Add to calendar" in the row and its details.
  await expect(mine).toContainText(new RegExp(`${time} \\([\\w /+-]+ time\\)`));
  await expect(mine).not.toContainText(`${time}:00`);
  await mine.getByRole('button', { name: `Details: ${advert.title}` }).click();
  const details = page.getByRole('dialog');
  const guestDownload = page.waitForEvent('download');
  await details.getByRole('button', { name: `Add to calendar: ${advert.title}` }).click();
  expect((await guestDownload).suggestedFilename()).toMatch(/^tour-\d+\.ics$/);
  await details.getByRole('button', { name: 'Close' }).last().click();
  await expect(details).toHaveCount(0);
  const mail = await lastMailText(DEMO.customer.email);
  expect(mail).toContain(`Your tour of "${advert.title}" is approved`);
  expect(mail).toContain('--- Attachment tour.ics (text/calendar');
  expect(mail).toContain('BEGIN:VCALENDAR');
  // The time is the property's own (docs/product.md#tour-times), written in UTC from its zone.
  const zone = /\(([\w/+-]+) time\)/.exec(mail)?.[1];
  expect(zone, 'the e-mail names the property time zone').toBeDefined();
  expect(mail).toContain(`X-WR-TIMEZONE:${zone}`);
  expect(mail).toContain(`DTSTART:${utcStamp(`${date}T${time}:00`, zone!)}`);

  // A cancels.
  await mine.getByRole('button', { name: /^Cancel tour:/ }).click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText(`Cancel the tour of ${advert.title}`);
  await question.getByRole('button', { name: 'Cancel tour' }).click();
  await expect(page.getByText('The tour request was canceled.')).toBeVisible();
  await expect(mine.getByText('Canceled')).toBeVisible();
  await expect(mine.getByRole('button', { name: /^Cancel tour:/ })).toHaveCount(0);
});

/** A signed-in person's token, through the API. */
async function tokenOf(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** Asks for a tour through the API and answers its id. */
async function bookThroughApi(
  request: APIRequestContext,
  token: string,
  advertId: number,
  at: string,
) {
  const res = await request.post('/api/tourRequest', {
    headers: { authorization: token },
    data: { advert: { id: advertId }, tourTime: at },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

test.describe('moving a tour', () => {
  // The refused save is the point of the test.
  test.use({ allowedErrors: /409 PUT .*\/api\/tourRequest\/\d+|status of 409/ });

  test('the guest moves a tour on the slot grid; a slot booked meanwhile is refused in the dialog', async ({
    page,
    request,
  }) => {
    const advert = (await ownersAdvert(request)) as ListedAdvert & { id: number };
    const first = uniqueSlot();
    const guestToken = await tokenOf(request, DEMO.customer.email, DEMO.customer.password);
    await bookThroughApi(request, guestToken, advert.id, `${first.date}T${first.time}`);

    await loginThroughUi(page, DEMO.customer.email, DEMO.customer.password);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/dashboard/tour-requests');
    await rowOf(page, advert.title, first.date)
      .getByRole('button', { name: `Change time: ${advert.title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Change tour time' });
    // The grid opens on the tour's own date and half hour.
    await expect(dialog.getByLabel('Tour Date')).toHaveValue(first.date);
    await expect(dialog.getByRole('radio', { name: `${first.time}, free` })).toBeChecked();
    await expect(dialog.getByRole('group', { name: 'Evening' }).getByRole('radio')).toHaveCount(12);

    // Another guest's tour of the slot the guest is about to pick is approved meanwhile.
    let moved = uniqueSlot();
    while (moved.date === first.date) moved = uniqueSlot();
    await dialog.getByLabel('Tour Date').fill(moved.date);
    await dialog
      .getByRole('group', { name: 'Tour time' })
      .getByText(moved.time, { exact: true })
      .click();
    await expect(dialog.getByRole('radio', { name: `${moved.time}, free` })).toBeChecked();
    const otherToken = await tokenOf(request, 'james@example.com', 'Customer1234');
    const other = await bookThroughApi(
      request,
      otherToken,
      advert.id,
      `${moved.date}T${moved.time}`,
    );
    const ownerToken = await tokenOf(request, OWNER.email, OWNER.password);
    const approval = await request.patch(`/api/tourRequest/${other}/approve`, {
      headers: { authorization: ownerToken },
    });
    expect(approval.ok(), await approval.text()).toBe(true);
    await dialog.getByRole('button', { name: 'Save new time' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'This time is already booked for this advert. Please choose another time.',
    );
    // The grid learns it too: the slot is taken, and the first free one of the day is chosen.
    await expect(dialog.getByRole('radio', { name: `${moved.time} (taken)` })).toBeDisabled();
    await expect(
      dialog.getByText(new RegExp(`^${moved.time} is not free on this day`)),
    ).toBeVisible();

    // Another free half hour is taken.
    const free = moved.time === '16:00' ? '16:30' : '16:00';
    await dialog.getByRole('group', { name: 'Tour time' }).getByText(free, { exact: true }).click();
    await dialog.getByRole('button', { name: 'Save new time' }).click();
    await expect(
      page.getByText('The tour time was changed. The owner will answer again.'),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(rowOf(page, advert.title, moved.date)).toContainText(free);
  });
});
