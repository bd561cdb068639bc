import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adverts, images } from '../../db/schema';
import { makeAgency } from '../../../test/agency-kit';
import { catalogueNames } from '../../../test/catalogue-kit';
import { makeCatalog, type Catalog } from '../../../test/factories';
import { multipartBody, png, textFile } from '../../../test/pictures';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let catalog: Catalog;
let host: string;
let server: http.Server;
const fetched: string[] = [];
let names: { category: string; country: string };

beforeAll(async () => {
  const picture = await png(320, 240);
  server = http.createServer((req, res) => {
    fetched.push(req.url ?? '');
    if (req.url?.endsWith('.png')) res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
    else res.writeHead(200, { 'content-type': 'image/png' }).end(textFile());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ IMPORT_ALLOWED_HOSTS: [host] });
  catalog = await makeCatalog(t);
  names = await catalogueNames(t, catalog);
});
afterAll(async () => {
  await t?.close();
  server?.close();
});

const file = (media: string[]) =>
  [
    'ListingId,PropertyType,PropertySubType,Title,PublicRemarks,ListPrice,Country,City,District,Media',
    [
      'P-1',
      'Residential',
      names.category,
      'Garden flat',
      'Quiet.',
      '99000',
      names.country,
      'İstanbul',
      'Kadıköy',
      media.join(' '),
    ].join(','),
  ].join('\n');

async function importFile(agencyId: number, token: string, body: string) {
  const upload = await multipartBody(
    [{ file: Buffer.from(body), filename: 'listings.csv', mimeType: 'text/csv' }],
    'file',
  );
  const res = await call(t, {
    method: 'POST',
    url: `/api/agencies/${agencyId}/imports?dryRun=false`,
    token,
    ...upload,
  });
  expect(res.statusCode, res.body).toBe(202);
  await t.app.background.idle();
  const report = await call(t, {
    method: 'GET',
    url: `/api/agencies/${agencyId}/imports/${res.json().id}/report`,
    token,
  });
  return report.body;
}

async function picturesOf(agencyId: number) {
  const [advert] = await t.database.db.select().from(adverts).where(eq(adverts.agencyId, agencyId));
  const rows = await t.database.db
    .select()
    .from(images)
    .where(eq(images.advertId, advert!.id))
    .orderBy(asc(images.seq));
  return rows.map((row) => row.sourceUrl);
}

it('fetches the pictures once, keeps their addresses, and fetches only a changed one again', async () => {
  const { owner, id } = await makeAgency(t, catalog);
  const [a, b, c] = ['a.png', 'b.png', 'c.png'].map((name) => `http://${host}/${name}`);
  const notPicture = `http://${host}/notes.txt`;
  const privateOne = 'http://192.168.77.1/x.png';
  const report = await importFile(id, owner.token, file([a!, b!, notPicture, privateOne]));
  expect(await picturesOf(id)).toEqual([a, b]);
  expect(report).toContain(`${notPicture}: The address does not give a JPEG, PNG or WebP picture.`);
  expect(report).toContain(
    `${privateOne}: The picture address points to a private or local network`,
  );

  fetched.length = 0;
  await importFile(id, owner.token, file([a!, b!, notPicture, privateOne]));
  expect(fetched).toEqual([]);

  await importFile(id, owner.token, file([a!, c!]));
  expect(fetched).toEqual(['/c.png']);
  expect(await picturesOf(id)).toEqual([a, c]);
});
