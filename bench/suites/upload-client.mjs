/** The HTTP side of the upload suite: logging in, posting adverts, sending pictures. */
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';

const CUSTOMER = { email: 'customer@example.com', password: 'Customer1234' };

export async function login(base) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CUSTOMER),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

/** `count` new adverts of the caller, made like one of their own, for pictures to go to. */
export async function createAdverts(base, token, count) {
  const headers = { authorization: token, 'content-type': 'application/json' };
  const mine = await (await fetch(`${base}/api/adverts/auth?size=1`, { headers })).json();
  const a = mine.content[0];
  const ids = [];
  for (let i = 0; i < count; i++) {
    const form = {
      title: `Bench upload flat ${i}`,
      description: 'Made by the upload benchmark.',
      price: 1000 + i,
      advertType: a.advertType.id,
      category: a.category.id,
      country: a.country.id,
      city: a.city.id,
      district: a.district.id,
      values: [],
    };
    const res = await fetch(`${base}/api/adverts`, {
      method: 'POST',
      headers,
      body: JSON.stringify(form),
    });
    if (res.status !== 201) throw new Error(`advert ${i}: ${res.status} ${await res.text()}`);
    ids.push((await res.json()).id);
  }
  return ids;
}

/** Upload places: each advert takes 10 pictures, then the next one is used. */
export function slotsOf(advertIds) {
  let n = 0;
  return {
    next() {
      const id = advertIds[Math.floor(n / 10)];
      n += 1;
      if (id === undefined) throw new Error('out of adverts to upload to');
      return id;
    },
  };
}

/** A JPEG of random pixels of about `bytes` (noise does not compress, so size follows area). */
export async function noiseJpeg(bytes) {
  let side = 1200;
  for (let i = 0; i < 8; i++) {
    const width = Math.round((side * 4) / 3);
    const raw = Buffer.alloc(width * side * 3);
    for (let j = 0; j < raw.length; j++) raw[j] = (Math.random() * 256) | 0;
    const jpeg = await sharp(raw, { raw: { width, height: side, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    if (jpeg.length <= bytes && jpeg.length > bytes * 0.97) return jpeg;
    side = Math.floor(side * Math.sqrt((bytes * 0.985) / jpeg.length));
  }
  throw new Error(`could not make a JPEG of ${bytes} bytes`);
}

export async function uploadOnce(base, token, advertId, file) {
  const body = new FormData();
  body.append('multipartFile', new Blob([file], { type: 'image/jpeg' }), 'bench.jpg');
  const started = performance.now();
  const res = await fetch(`${base}/api/images/${advertId}`, {
    method: 'POST',
    headers: { authorization: token },
    body,
  });
  await res.arrayBuffer();
  return { ok: res.status === 201, status: res.status, ms: performance.now() - started };
}
