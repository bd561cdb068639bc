import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FEED_MESSAGES } from '@estate/contracts';
import { adverts, agencies, agencyMembers } from '../../db/schema';
import { makeAgency } from '../../../test/agency-kit';
import { catalogueNames } from '../../../test/catalogue-kit';
import { makeCatalog, type Catalog } from '../../../test/factories';
import { singlePartTextOf, startSmtpSink } from '../../../test/smtp-sink';
import { call, createTestApp, createUser, type TestApp } from '../../../test/test-app';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let catalog: Catalog;
let server: http.Server;
let host: string;
let feedBody = '';
let feedStatus = 200;
const asked: Array<string | undefined> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    asked.push(req.headers['if-none-match']);
    if (req.headers['if-none-match'] === '"v1"') return res.writeHead(304).end();
    res.writeHead(feedStatus, { etag: '"v1"', 'content-type': 'text/csv' }).end(feedBody);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  smtp = await startSmtpSink();
  t = await createTestApp({ IMPORT_ALLOWED_HOSTS: [host], SMTP_URL: smtp.url });
  catalog = await makeCatalog(t);
  const names = await catalogueNames(t, catalog);
  feedBody = [
    'ListingId,PropertyType,PropertySubType,Title,PublicRemarks,ListPrice,Country,City,District',
    `F-1,Residential,${names.category},Feed flat,Quiet.,99000,${names.country},İstanbul,Kadıköy`,
  ].join('\n');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  server?.close();
});

const runFeeds = async () => {
  const job = t.app.scheduledJobs.find((j) => j.name === 'import agency feeds');
  expect(job).toBeDefined();
  await job!.run();
};
const setFeed = (id: number, token: string, url: string | null) =>
  call(t, { method: 'PUT', url: `/api/agencies/${id}/feed`, token, payload: { url } });

it('imports a registered feed once a day, asking with its ETag, and mails the owner a failure', async () => {
  const { owner, id } = await makeAgency(t, catalog);
  const url = `http://${host}/feed.csv`;
  expect((await setFeed(id, owner.token, 'ftp://x')).json().validations.url).toBe(
    FEED_MESSAGES.url,
  );
  const agent = await createUser(t);
  await t.database.db
    .insert(agencyMembers)
    .values({ agencyId: id, userId: agent.id, role: 'AGENT' });
  expect((await setFeed(id, agent.token, url)).statusCode).toBe(403);
  const set = await setFeed(id, owner.token, url);
  expect(set.json()).toEqual({ url, checkedAt: null, failure: null });

  await runFeeds();
  const made = await t.database.db.select().from(adverts).where(eq(adverts.agencyId, id));
  expect(made.map((a) => [a.agencyListingId, a.userId])).toEqual([['F-1', owner.id]]);
  const feed = await call(t, {
    method: 'GET',
    url: `/api/agencies/${id}/feed`,
    token: owner.token,
  });
  expect(feed.json().checkedAt).not.toBeNull();

  // Asked again a day later: the unchanged feed answers 304 and nothing is read.
  const yesterday = new Date(Date.now() - 24 * 3_600_000);
  await t.database.db.update(agencies).set({ feedCheckedAt: yesterday }).where(eq(agencies.id, id));
  asked.length = 0;
  await runFeeds();
  expect(asked).toEqual(['"v1"']);

  // A feed that breaks: the owner is told, the adverts stay.
  await setFeed(id, owner.token, `http://${host}/broken.csv`);
  feedStatus = 500;
  await runFeeds();
  feedStatus = 200;
  const failed = await call(t, {
    method: 'GET',
    url: `/api/agencies/${id}/feed`,
    token: owner.token,
  });
  expect(failed.json().failure).toBe('The feed address answered 500.');
  await expect.poll(() => smtp.to(owner.email).length).toBeGreaterThan(0);
  const mail = singlePartTextOf(smtp.to(owner.email).at(-1)!.raw);
  expect(mail).toContain('The feed address answered 500.');
  expect((await t.database.db.select().from(adverts).where(eq(adverts.agencyId, id))).length).toBe(
    1,
  );
});
