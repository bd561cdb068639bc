import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { makeAdvert, makeCatalog } from './factories';
import type { Side } from './backup-sides';
import { multipartBody } from './pictures';
import { call, createUser, type TestApp, type TestUser } from './test-app';

export interface World {
  owners: TestUser[];
  guests: TestUser[];
  advertIds: number[];
  advertOwner: Map<number, TestUser>;
}

/** Accounts, a catalog and public adverts, made in this process before the server starts. */
export async function seedWorld(
  side: Side,
  jwtSecret: string,
  options: { picturesPerAdvert?: number } = {},
): Promise<World> {
  const database = await side.open();
  await database.migrate();
  const env = loadEnv({ NODE_ENV: 'test', ...side.env });
  const app = await buildApp({
    config: { ...env, jwtSecret, publicUrl: 'http://127.0.0.1' },
    database,
  });
  await app.ready();
  const t = { app, database } as TestApp;
  const catalog = await makeCatalog(t);
  // Staff: a customer's new picture sends the advert back to review, and tours need it public.
  const owners = [await createUser(t, 'MANAGER'), await createUser(t, 'ADMIN')];
  const guests = await Promise.all(Array.from({ length: 4 }, () => createUser(t)));
  const advertOwner = new Map<number, TestUser>();
  for (let i = 0; i < 6; i++) {
    const owner = owners[i % owners.length]!;
    const advert = await makeAdvert(t, catalog, owner.id);
    advertOwner.set(advert.id, owner);
    for (let p = 0; p < (options.picturesPerAdvert ?? 0); p++) {
      const form = await multipartBody([{ file: await distinctJpeg() }]);
      const res = await call(t, {
        method: 'POST',
        url: `/api/images/${advert.id}`,
        token: owner.token,
        ...form,
      });
      if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
    }
  }
  await app.close();
  await database.close();
  return { owners, guests, advertIds: [...advertOwner.keys()], advertOwner };
}

/** A JPEG of its own colour and size, so that no two uploads have the same bytes. */
export const distinctJpeg = () => {
  const [r, g, b] = randomBytes(3);
  const width = 240 + (randomBytes(1)[0]! % 120);
  return sharp({ create: { width, height: 180, channels: 3, background: { r: r!, g: g!, b: b! } } })
    .jpeg()
    .toBuffer();
};

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The HTTP API of one running server, as a browser calls it. */
export function apiOf(baseUrl: string) {
  const send = async (method: string, url: string, body?: unknown, token?: string) => {
    const headers: Record<string, string> = token ? { authorization: token } : {};
    const isForm = body instanceof FormData;
    if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
    return fetch(`${baseUrl}/api${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  };
  return {
    send,
    async upload(advertId: number, token: string) {
      const form = new FormData();
      form.append(
        'multipartFile',
        new Blob([await distinctJpeg()], { type: 'image/jpeg' }),
        'p.jpg',
      );
      return send('POST', `/images/${advertId}`, form, token);
    },
    /** The bytes a browser gets for a picture URL (`/api/images/file/...`). */
    async file(url: string) {
      const res = await fetch(`${baseUrl}${url}`);
      return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()) };
    },
  };
}
export type Api = ReturnType<typeof apiOf>;
