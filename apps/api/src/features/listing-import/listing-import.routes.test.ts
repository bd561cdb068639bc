import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_RUN_MESSAGES as R, LISTING_FILE_MESSAGES as F } from '@estate/contracts';
import { adverts, agencyImports, agencyMembers, users } from '../../db/schema';
import { makeAgency } from '../../../test/agency-kit';
import { catalogueNames } from '../../../test/catalogue-kit';
import { makeCatalog, type Catalog } from '../../../test/factories';
import { multipartBody } from '../../../test/pictures';
import { call, createTestApp, createUser, type TestApp } from '../../../test/test-app';

let t: TestApp;
let catalog: Catalog;
let names: { category: string; country: string };

beforeAll(async () => {
  t = await createTestApp();
  catalog = await makeCatalog(t);
  names = await catalogueNames(t, catalog);
});
afterAll(() => t?.close());

const HEAD =
  'ListingId,PropertyType,PropertySubType,Title,PublicRemarks,ListPrice,Country,City,District,BedroomsTotal';
const line = (id: string, over: { title?: string; price?: string; category?: string } = {}) =>
  [
    id,
    'Residential',
    over.category ?? names.category,
    over.title ?? `Flat ${id}`,
    'Quiet street.',
    over.price ?? '99000',
    names.country,
    'İstanbul',
    'Kadıköy',
    '2',
  ].join(',');
const csv = (...lines: string[]) => [HEAD, ...lines].join('\n');

async function send(agencyId: number, token: string, body: string | Buffer, query = 'dryRun=true') {
  const { payload, headers } = await multipartBody(
    [{ file: Buffer.from(body), filename: 'listings.csv', mimeType: 'text/csv' }],
    'file',
  );
  return call(t, {
    method: 'POST',
    url: `/api/agencies/${agencyId}/imports?${query}`,
    token,
    payload,
    headers,
  });
}

/** Imports the file and waits for the background run: answers the finished run. */
async function importFile(agencyId: number, token: string, body: string, full = false) {
  const res = await send(agencyId, token, body, `dryRun=false&full=${full}`);
  expect(res.statusCode, res.body).toBe(202);
  await t.app.background.idle();
  const run = await call(t, {
    method: 'GET',
    url: `/api/agencies/${agencyId}/imports/${res.json().id}`,
    token,
  });
  expect(run.statusCode, run.body).toBe(200);
  return run.json();
}

const agencyAdverts = (agencyId: number) =>
  t.database.db
    .select()
    .from(adverts)
    .where(eq(adverts.agencyId, agencyId))
    .orderBy(adverts.agencyListingId);

describe('a dry run', () => {
  it('counts what an import would do and names each refusal by line, writing nothing', async () => {
    const { owner, id } = await makeAgency(t, catalog);
    const body = csv(
      line('A-1'),
      line('A-2', { price: '-5' }),
      line('A-3', { category: 'Castle' }),
      line('A-1'),
    );
    const res = await send(id, owner.token, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().counts).toEqual({ new: 1, changed: 0, unchanged: 0, missing: 0, refused: 3 });
    expect(res.json().problems).toEqual([
      { line: 3, listingId: 'A-2', field: 'ListPrice', message: 'Must be greater than 0' },
      {
        line: 4,
        listingId: 'A-3',
        field: 'PropertySubType',
        message: expect.stringContaining('"Castle"'),
      },
      { line: 5, listingId: 'A-1', field: 'ListingId', message: F.duplicateListingId(2) },
    ]);
    expect(await agencyAdverts(id)).toEqual([]);
  });

  it('writes its report lines in the reader’s language', async () => {
    const { owner, id } = await makeAgency(t, catalog);
    await t.database.db.update(users).set({ language: 'tr' }).where(eq(users.id, owner.id));
    const upload = await multipartBody(
      [
        {
          file: Buffer.from(csv(line('T-1', { price: '-5' }))),
          filename: 'l.csv',
          mimeType: 'text/csv',
        },
      ],
      'file',
    );
    const res = await call(t, {
      method: 'POST',
      url: `/api/agencies/${id}/imports?dryRun=true`,
      token: owner.token,
      payload: upload.payload,
      headers: { ...upload.headers, 'accept-language': 'tr' },
    });
    expect(res.json().problems[0].message).toBe('0’dan büyük olmalıdır');
  });

  it('refuses a file it cannot read with the line, and one that is not UTF-8', async () => {
    const { owner, id } = await makeAgency(t, catalog);
    const broken = await send(id, owner.token, '[\n{"ListingId": "A-1",\n "Title": }\n]');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/^The JSON is malformed at line 3/);
    const latin1 = await send(id, owner.token, Buffer.from([0x49, 0x73, 0x74, 0xfc, 0x0a]));
    expect(latin1.statusCode).toBe(400);
    expect(latin1.json().message).toBe(R.notUtf8);
    const huge = await send(id, owner.token, `${HEAD}\n${'x'.repeat(5 * 2 ** 20 + 10)}`);
    expect(huge.statusCode).toBe(413);
  });
});

describe('an import', () => {
  it('creates the adverts for review, changes nothing the second time, and switches off the missing', async () => {
    const { owner, id } = await makeAgency(t, catalog);
    const first = await importFile(
      id,
      owner.token,
      csv(line('B-1'), line('B-2'), line('B-3', { price: '-1' })),
    );
    expect(first).toMatchObject({ status: 'DONE', total: 2, done: 2, problems: 1 });
    expect(first.counts).toMatchObject({ new: 2, refused: 1 });
    const made = await agencyAdverts(id);
    expect(made.map((a) => [a.agencyListingId, a.userId, a.status, a.isActive])).toEqual([
      ['B-1', owner.id, 0, true],
      ['B-2', owner.id, 0, true],
    ]);

    const again = await importFile(id, owner.token, csv(line('B-1'), line('B-2')));
    expect(again.counts).toMatchObject({ new: 0, changed: 0, unchanged: 2 });
    expect((await agencyAdverts(id)).map((a) => a.version)).toEqual(made.map((a) => a.version));

    const changed = await importFile(
      id,
      owner.token,
      csv(line('B-1', { title: 'Flat B-1 renewed' })),
      true,
    );
    expect(changed.counts).toMatchObject({ changed: 1, missing: 1 });
    const after = await agencyAdverts(id);
    expect(after.map((a) => [a.agencyListingId, a.title, a.isActive])).toEqual([
      ['B-1', 'Flat B-1 renewed', true],
      ['B-2', 'Flat B-2', false],
    ]);
    const report = await call(t, {
      method: 'GET',
      url: `/api/agencies/${id}/imports/${first.id}/report`,
      token: owner.token,
    });
    expect(report.headers['content-type']).toMatch(/^text\/csv/);
    expect(report.body).toContain('4,B-3,ListPrice,Must be greater than 0');
    const runs = await call(t, {
      method: 'GET',
      url: `/api/agencies/${id}/imports`,
      token: owner.token,
    });
    expect(runs.json().runs.map((r: { id: number }) => r.id)).toEqual([
      changed.id,
      again.id,
      first.id,
    ]);
  });

  it('runs one import per agency at a time, and is the owner’s alone', async () => {
    const { owner, id } = await makeAgency(t, catalog);
    await t.database.db
      .insert(agencyImports)
      .values({ agencyId: id, source: 'FILE', fullFile: false });
    const busy = await send(id, owner.token, csv(line('C-1')), 'dryRun=false');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(R.running);

    const agent = await createUser(t);
    await t.database.db
      .insert(agencyMembers)
      .values({ agencyId: id, userId: agent.id, role: 'AGENT' });
    expect((await send(id, agent.token, csv(line('C-1')))).statusCode).toBe(403);
    const other = await makeAgency(t, catalog);
    expect((await send(id, other.owner.token, csv(line('C-1')))).statusCode).toBe(404);
    const peek = await call(t, {
      method: 'GET',
      url: `/api/agencies/${other.id}/imports/1`,
      token: other.owner.token,
    });
    expect(peek.statusCode).toBe(404);
  });
});
