import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { AppConfig } from '../../../config/app-config';
import { images } from '../../../db/schema';
import { call, createTestApp, createUser, type TestApp } from '../../../../test/test-app';
import { makeAdvert, makeCatalog, type Catalog } from '../../../../test/factories';
import { jpeg, multipartBody, type UploadPart } from '../../../../test/pictures';

/** A test app with its own uploads folder, so file checks see only this file's pictures. */
export async function createImagesTestApp(overrides: Partial<AppConfig> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-api-'));
  const t = await createTestApp({ DATA_DIR: dataDir, ...overrides });
  const catalog = await makeCatalog(t);
  return {
    t,
    dataDir,
    catalog,
    async close() {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function upload(t: TestApp, advertId: number, parts: UploadPart[], token?: string) {
  return multipartBody(parts).then((body) =>
    call(t, { method: 'POST', url: `/api/images/${advertId}`, token, ...body }),
  );
}

/** One plain JPEG per entry. */
export async function pictures(count: number): Promise<UploadPart[]> {
  const file = await jpeg(320, 240);
  return Array.from({ length: count }, () => ({ file }));
}

/** The advert's picture rows in gallery order. */
export const rowsOf = (t: TestApp, advertId: number) =>
  t.database.db
    .select()
    .from(images)
    .where(eq(images.advertId, advertId))
    .orderBy(asc(images.seq), asc(images.id));

/** File names stored for an advert in the local uploads folder. */
export function filesOf(dataDir: string, advertId: number): string[] {
  const folder = path.join(dataDir, 'uploads', 'adverts', String(advertId));
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
}

/** An owner with a fresh PENDING advert (not public) and the people around it. */
export async function ownerWithAdvert(t: TestApp, catalog: Catalog, status = 0) {
  const owner = await createUser(t);
  const advert = await makeAdvert(t, catalog, owner.id, { status });
  return { owner, advert };
}
