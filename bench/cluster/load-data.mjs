/**
 * What the mixed load needs from a freshly seeded cluster: customers with tokens (made in SQL
 * with the demo customer's password hash, and signed like the API signs them, so no login
 * throttle is met), the demo admin's token, the public adverts, a place to post adverts in, a
 * small JPEG and the search paths.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { JWT_SECRET } from '../lib/suite.mjs';

const key = new TextEncoder().encode(JWT_SECRET);
const tokenFor = (user) =>
  new SignJWT({ tv: user.token_version })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuedAt()
    .setExpirationTime('24h')
    .sign(key);

/** `count` confirmed customers: 20 tour requests a day each is the API's limit per person. */
async function makeCustomers(pg, count) {
  return pg.query(
    `INSERT INTO users (first_name, last_name, phone, email, role, password_hash, confirmed_at, search_text)
     SELECT 'Soak', 'Customer ' || n, '+90555' || lpad(n::text, 7, '0'), 'soak' || n || '@example.test',
            'CUSTOMER', (SELECT password_hash FROM users WHERE email = 'customer@example.com'), now(),
            'soak customer ' || n || ' soak' || n || '@example.test'
     FROM generate_series(1, $1) AS n
     RETURNING id, token_version`,
    [count],
    'estate',
  );
}

/** The i-th customer's own address: Linux routes all of 127.0.0.0/8 to the loopback. */
const loopbackAddress = (i) => `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`;

async function publicAdverts(base) {
  const adverts = [];
  for (let page = 0; page < 5; page++) {
    const res = await fetch(`${base}/api/adverts?size=100&page=${page}`);
    const { content } = await res.json();
    adverts.push(...content.map((a) => ({ id: a.id, slug: a.slug, city: a.city?.id })));
    if (content.length < 100) break;
  }
  return adverts;
}

function searchPathsOf(adverts, titles) {
  const cities = [...new Set(adverts.map((a) => a.city).filter(Boolean))];
  const words = [...new Set(titles.flatMap((t) => t.toLowerCase().split(/\W+/)))].filter(
    (w) => w.length > 3,
  );
  const sorts = ['createAt', 'price', 'title'];
  return Array.from({ length: 120 }, (_, i) => {
    const params = new URLSearchParams({ page: String(i % 3), size: '12', sort: sorts[i % 3] });
    if (i % 2) params.set('city', String(cities[i % cities.length]));
    if (i % 3 === 0) params.set('q', words[i % words.length]);
    if (i % 5 === 0) params.set('price_start', String(1000 * (i % 7)));
    return `/api/adverts?${params}`;
  });
}

export async function prepareLoadData({ base, pg, customers = 120, dir }) {
  const users = await makeCustomers(pg, customers);
  const [admin] = await pg.query(
    `SELECT id, token_version FROM users WHERE role = 'ADMIN' ORDER BY id LIMIT 1`,
    [],
    'estate',
  );
  const adverts = await publicAdverts(base);
  const first = await (await fetch(`${base}/api/adverts/${adverts[0].slug}`)).json();
  const { advert } = first;
  const titles = (await pg.query('SELECT title FROM adverts', [], 'estate')).map((r) => r.title);
  const jpegFile = path.join(dir, 'soak.jpg');
  const noise = Buffer.alloc(640 * 480 * 3, 0).map(() => (Math.random() * 256) | 0);
  writeFileSync(
    jpegFile,
    await sharp(noise, { raw: { width: 640, height: 480, channels: 3 } })
      .jpeg()
      .toBuffer(),
  );
  return {
    base,
    customers: await Promise.all(
      users.map(async (u, i) => ({ token: await tokenFor(u), address: loopbackAddress(i) })),
    ),
    staffToken: await tokenFor(admin),
    adverts,
    place: {
      advertType: advert.advertType.id,
      category: advert.category.id,
      country: advert.country.id,
      city: advert.city.id,
      district: advert.district.id,
    },
    jpegFile,
    searchPaths: searchPathsOf(adverts, titles),
  };
}
