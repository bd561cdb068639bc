import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { createUser, call, type TestApp } from '../../../test/test-app';
import { makeAdvert, makeCatalog } from '../../../test/factories';
import { twoAppsOneStore, type SharedStoreApps } from '../../../test/shared-store-apps';
import { startSmtpSink } from '../../../test/smtp-sink';

// Two server processes on one database run the alert job at the same moment, again and again:
// each member still gets one e-mail, listing each advert once.

let both: SharedStoreApps;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  both = await twoAppsOneStore({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await both?.close();
  await smtp?.close();
});

const runAlerts = (t: TestApp) =>
  t.app.scheduledJobs.find((j) => j.name === 'match saved searches and send instant alerts')!.run();

describe('alerts with two server processes', () => {
  it('sends each alert once', async () => {
    const [a, b] = both.apps;
    const catalog = await makeCatalog(a);
    const owner = await createUser(a);
    const members = [];
    for (let i = 0; i < 6; i++) {
      const member = await createUser(i % 2 ? a : b);
      const res = await call(i % 2 ? a : b, {
        method: 'POST',
        url: '/api/savedSearches',
        token: member.token,
        payload: { name: `Search ${i}`, filters: { q: 'meadow' }, alert: 'INSTANT' },
      });
      expect(res.statusCode, res.body).toBe(201);
      members.push(member);
    }
    const adverts = [];
    for (let i = 0; i < 5; i++)
      adverts.push(await makeAdvert(a, catalog, owner.id, { title: `Meadow ${i}`, status: 0 }));
    await a.database.db.execute(
      sql`UPDATE adverts SET status = 1 WHERE id IN (${sql.join(
        adverts.map((x) => sql`${x.id}`),
        sql`, `,
      )})`,
    );
    await Promise.all([runAlerts(a), runAlerts(b), runAlerts(a), runAlerts(b)]);
    await Promise.all([runAlerts(a), runAlerts(b)]);

    for (const member of members) {
      const mails = smtp.to(member.email);
      expect(mails, member.email).toHaveLength(1);
      expect(mails[0]!.raw.match(/Meadow \d/g)!.length).toBeGreaterThanOrEqual(5);
    }
    const [outbox] = await queryRows<{ n: number }>(
      a.database.db,
      sql`SELECT count(*)::int AS n FROM mail_outbox WHERE subject LIKE '%new homes for%'`,
    );
    expect(outbox!.n).toBe(members.length);
  });
});
