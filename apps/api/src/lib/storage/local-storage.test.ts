import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage, resolveStoredFile, uploadsRoot } from './local-storage';
import { isValidKey } from './keys';
import type { FileStorage } from './storage';

let dataDir: string;
let storage: FileStorage;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
  storage = createLocalStorage(dataDir);
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const put = (key: string, body = 'x') => storage.put(key, Buffer.from(body), 'image/webp');

describe('local file storage', () => {
  it('writes under DATA_DIR/uploads and reads back with the content type of the extension', async () => {
    await put('adverts/7/abc-card.webp', 'hello');
    expect(fs.readFileSync(path.join(dataDir, 'uploads/adverts/7/abc-card.webp'), 'utf8')).toBe(
      'hello',
    );
    const file = await storage.get('adverts/7/abc-card.webp');
    expect(file?.contentType).toBe('image/webp');
    expect(file?.size).toBe(5);
    expect(await text(file!.body)).toBe('hello');
    expect(await storage.get('adverts/7/missing.webp')).toBeUndefined();
  });

  it('gives the public URL of a key', () => {
    expect(storage.publicUrl('adverts/7/abc-card.webp')).toBe(
      '/api/images/file/adverts/7/abc-card.webp',
    );
  });

  it('refuses keys that could leave the uploads folder', async () => {
    for (const key of [
      '../x.webp',
      'a/../../x.webp',
      '/etc/x.webp',
      'a\\..\\x.webp',
      'a//b.webp',
      '',
      'a/./b.webp',
      'a/%2e%2e/b.webp',
      'a\0.webp',
    ]) {
      expect(isValidKey(key), key).toBe(false);
      await expect(put(key)).rejects.toThrow(/Invalid storage key/);
      expect(await storage.get(key)).toBeUndefined();
    }
    expect(await resolveStoredFile(uploadsRoot(dataDir), '../../etc/passwd')).toBeUndefined();
  });

  it('refuses a content type the extension does not carry', async () => {
    await expect(storage.put('a/b.png', Buffer.from('x'), 'image/webp')).rejects.toThrow();
  });

  it('deletes keys, file-name prefixes and folders', async () => {
    await put('adverts/1/aa-thumb.webp');
    await put('adverts/1/aa-card.webp');
    await put('adverts/1/bb-card.webp');
    await put('adverts/2/cc-card.webp');

    await storage.delete(['adverts/1/bb-card.webp', 'adverts/1/gone.webp']);
    expect(await storage.get('adverts/1/bb-card.webp')).toBeUndefined();

    await storage.deletePrefix('adverts/1/aa-');
    expect(fs.readdirSync(path.join(dataDir, 'uploads/adverts/1'))).toEqual([]);

    await storage.deletePrefix('adverts/2/');
    expect(fs.existsSync(path.join(dataDir, 'uploads/adverts/2'))).toBe(false);
    await storage.deletePrefix('adverts/404/');
    await expect(storage.deletePrefix('../')).rejects.toThrow();
  });

  it('resolves a key to its file for the serving route', async () => {
    await storage.put('adverts/3/dd-gallery.webp', Buffer.from('abc'), 'image/webp');
    const found = await resolveStoredFile(uploadsRoot(dataDir), 'adverts/3/dd-gallery.webp');
    expect(found).toEqual({
      filePath: path.join(dataDir, 'uploads/adverts/3/dd-gallery.webp'),
      contentType: 'image/webp',
      size: 3,
    });
  });
});
