import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { FileStorage } from './storage';

let dataDir: string;
let s3: TestS3Server;
const backends: Record<string, FileStorage> = {};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-contract-'));
  s3 = await startS3Server();
  backends.local = createLocalStorage(dataDir);
  backends.s3 = createS3Storage(s3.settings);
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const bytes = (text: string) => Buffer.from(text);

async function read(storage: FileStorage, key: string) {
  const file = await storage.get(key);
  return file && { ...file, body: (await buffer(file.body)).toString() };
}

// One contract, two implementations: whatever the image feature relies on holds for both.
describe.each(['local', 's3'])('%s file storage', (name) => {
  const storage = () => backends[name]!;
  const base = `adverts/${name === 'local' ? 1 : 2}`;

  it('is empty before the first file and not after it', async () => {
    expect(await storage().isEmpty()).toBe(true);
    await storage().put(`${base}/first.webp`, bytes('x'), 'image/webp');
    expect(await storage().isEmpty()).toBe(false);
  });

  it('reads back what it wrote, with the content type of the extension and the size', async () => {
    await storage().put(`${base}/aa-card.webp`, bytes('hello'), 'image/webp');
    expect(await read(storage(), `${base}/aa-card.webp`)).toEqual({
      body: 'hello',
      contentType: 'image/webp',
      size: 5,
    });
  });

  it('replaces a file written twice under one key', async () => {
    await storage().put(`${base}/bb-card.webp`, bytes('first'), 'image/webp');
    await storage().put(`${base}/bb-card.webp`, bytes('second!'), 'image/webp');
    expect((await read(storage(), `${base}/bb-card.webp`))?.body).toBe('second!');
  });

  it('answers undefined for a missing or invalid key', async () => {
    expect(await storage().get(`${base}/missing.webp`)).toBeUndefined();
    expect(await storage().get('../etc/passwd')).toBeUndefined();
  });

  it('refuses invalid keys and a content type the extension does not carry', async () => {
    await expect(storage().put('../x.webp', bytes('x'), 'image/webp')).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(storage().put(`${base}/x.png`, bytes('x'), 'image/webp')).rejects.toThrow();
    await expect(storage().delete(['a/../b.webp'])).rejects.toThrow(/Invalid storage key/);
    await expect(storage().deletePrefix('../')).rejects.toThrow(/Invalid storage key/);
  });

  it('deletes keys, ignoring those already gone', async () => {
    await storage().put(`${base}/cc-card.webp`, bytes('x'), 'image/webp');
    await storage().delete([`${base}/cc-card.webp`, `${base}/never-there.webp`]);
    expect(await storage().get(`${base}/cc-card.webp`)).toBeUndefined();
    await storage().delete([]);
  });

  it('deletes by file-name prefix and by folder, nothing else', async () => {
    const folder = `${base}0`;
    const sibling = `${base}00`;
    for (const key of [`${folder}/dd-thumb.webp`, `${folder}/dd-card.webp`, `${folder}/ee.webp`])
      await storage().put(key, bytes('x'), 'image/webp');
    await storage().put(`${sibling}/ff.webp`, bytes('x'), 'image/webp');

    await storage().deletePrefix(`${folder}/dd-`);
    expect(await storage().get(`${folder}/dd-thumb.webp`)).toBeUndefined();
    expect(await storage().get(`${folder}/dd-card.webp`)).toBeUndefined();
    expect(await storage().get(`${folder}/ee.webp`)).toBeDefined();

    await storage().deletePrefix(`${folder}/`);
    expect(await storage().get(`${folder}/ee.webp`)).toBeUndefined();
    expect(await storage().get(`${sibling}/ff.webp`)).toBeDefined();
    await storage().deletePrefix('adverts/404/');
  });

  it('gives the API path that serves a key', () => {
    expect(storage().publicUrl(`${base}/aa-card.webp`)).toBe(
      `/api/images/file/${base}/aa-card.webp`,
    );
    expect(() => storage().publicUrl('../x.webp')).toThrow();
  });
});

describe('S3 storage with a public address', () => {
  it('gives URLs under S3_PUBLIC_URL instead of the API path', () => {
    const storage = createS3Storage({ ...s3.settings, publicUrl: 'https://cdn.example.com/p' });
    expect(storage.publicUrl('adverts/1/aa-card.webp')).toBe(
      'https://cdn.example.com/p/adverts/1/aa-card.webp',
    );
  });
});
