import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app';
import type { Catalog } from '../../../../test/factories';
import { jpeg, jpegOfSize, png } from '../../../../test/pictures';
import { createImagesTestApp, filesOf, ownerWithAdvert, rowsOf, upload } from './images.test-kit';

// Files whose name, declared type and content disagree, polyglots, path
// characters in names and one byte over the limit. The content alone decides, names never
// reach the disk, and what is served back is a re-encoded picture.

let kit: Awaited<ReturnType<typeof createImagesTestApp>>;
let t: TestApp;
let catalog: Catalog;
beforeAll(async () => {
  kit = await createImagesTestApp();
  ({ t, catalog } = kit);
});
afterAll(() => kit.close());

/** Every file under the data folder, relative to it. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('hostile uploads', () => {
  it('5 MB and one byte: 413, nothing kept', async () => {
    const { owner, advert } = await ownerWithAdvert(t, catalog);
    const file = await jpegOfSize(5 * 1024 * 1024 + 1);
    const res = await upload(t, advert.id, [{ file }], owner.token);
    expect(res.statusCode).toBe(413);
    expect(await rowsOf(t, advert.id)).toEqual([]);
  });

  it('a PNG named .jpg and declared as GIF is taken for what it is', async () => {
    const { owner, advert } = await ownerWithAdvert(t, catalog);
    const res = await upload(
      t,
      advert.id,
      [{ file: await png(), filename: 'holiday.jpg', mimeType: 'image/gif' }],
      owner.token,
    );
    expect(res.statusCode).toBe(201);
    expect((await rowsOf(t, advert.id)).length).toBe(1);
  });

  it('a JPEG with a script appended is stored re-encoded, without the script', async () => {
    const { owner, advert } = await ownerWithAdvert(t, catalog);
    const script = Buffer.from(
      '<script>alert(document.cookie)</script><html><body>x</body></html>',
    );
    const polyglot = Buffer.concat([await jpeg(), script]);
    const res = await upload(t, advert.id, [{ file: polyglot, filename: 'x.html' }], owner.token);
    expect(res.statusCode).toBe(201);
    const stored = filesOf(kit.dataDir, advert.id);
    expect(stored.length).toBeGreaterThan(0);
    for (const name of stored) {
      const bytes = fs.readFileSync(
        path.join(kit.dataDir, 'uploads', 'adverts', String(advert.id), name),
      );
      expect(bytes.includes('<script')).toBe(false);
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
  });

  it.each(['../../../etc/passwd.jpg', '..\\..\\boot.ini.jpg', '/tmp/evil.jpg', 'a\u202Egpj.exe'])(
    'a file named %j never names a file on disk',
    async (filename) => {
      const { owner, advert } = await ownerWithAdvert(t, catalog);
      const before = new Set(filesUnder(kit.dataDir));
      const res = await upload(t, advert.id, [{ file: await jpeg(), filename }], owner.token);
      expect(res.statusCode).toBe(201);
      const added = filesUnder(kit.dataDir).filter((file) => !before.has(file));
      expect(added.length).toBeGreaterThan(0);
      const folder = path.join('uploads', 'adverts', String(advert.id));
      for (const file of added) {
        expect(file.startsWith(folder + path.sep)).toBe(true);
        expect(file).not.toMatch(/passwd|boot|evil|exe/);
      }
    },
  );
});
