import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from '../../config/env';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import { createStorage, s3SettingsFrom } from './choose-storage';

let s3: TestS3Server;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'choose-storage-'));
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const env = (vars: Record<string, string>) => loadEnv({ DATA_DIR: dataDir, ...vars });

describe('choosing the storage from the settings', () => {
  it('uses the local folder when no S3 setting is given', async () => {
    expect(s3SettingsFrom(env({}))).toBeUndefined();
    const storage = createStorage(env({ S3_URL: '', S3_BUCKET: '' }));
    await storage.put('adverts/1/a.webp', Buffer.from('x'), 'image/webp');
    expect(fs.existsSync(path.join(dataDir, 'uploads/adverts/1/a.webp'))).toBe(true);
  });

  it('reads everything from S3_URL', () => {
    expect(
      s3SettingsFrom(
        env({
          S3_URL: 'https://AKIA1:se%2Fcret@minio.example.com:9000/pics?region=eu-west-1',
          S3_PUBLIC_URL: 'https://cdn.example.com/',
        }),
      ),
    ).toEqual({
      bucket: 'pics',
      endpoint: 'https://minio.example.com:9000',
      region: 'eu-west-1',
      accessKeyId: 'AKIA1',
      secretAccessKey: 'se/cret',
      publicUrl: 'https://cdn.example.com',
    });
  });

  it('reads the separate variables, AWS itself when no endpoint is given', () => {
    expect(s3SettingsFrom(env({ S3_BUCKET: 'pics', S3_REGION: 'eu-central-1' }))).toEqual({
      bucket: 'pics',
      endpoint: undefined,
      region: 'eu-central-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      publicUrl: undefined,
    });
  });

  it('stops start-up on an incomplete or wrong S3 setting', () => {
    const bad: Array<Record<string, string>> = [
      { S3_URL: 'https://k:s@minio.example.com' },
      { S3_URL: 'https://k:s@minio.example.com/a/b' },
      { S3_ENDPOINT: 'http://127.0.0.1:9000' },
      { S3_BUCKET: 'pics', S3_ACCESS_KEY_ID: 'only-the-key' },
    ];
    for (const vars of bad)
      expect(() => createStorage(env(vars)), JSON.stringify(vars)).toThrow(ConfigError);
    expect(() => env({ S3_URL: 'ftp://x/pics' })).toThrow(/S3_URL: must be a http/);
  });

  it('writes to the bucket named by S3_URL', async () => {
    const storage = createStorage(env({ S3_URL: s3.url }));
    await storage.put('adverts/9/b-card.webp', Buffer.from('in the bucket'), 'image/webp');
    const file = await storage.get('adverts/9/b-card.webp');
    expect(await text(file!.body)).toBe('in the bucket');
    expect(fs.existsSync(path.join(dataDir, 'uploads/adverts/9'))).toBe(false);
  });
});
