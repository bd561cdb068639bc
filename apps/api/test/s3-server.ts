import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../src/lib/storage';

export interface TestS3Server {
  settings: S3Settings;
  /** The same server as one S3_URL line. */
  url: string;
  /** Every key in the bucket under `prefix`, sorted. */
  keys(prefix: string): Promise<string[]>;
  close(): Promise<void>;
}

export const TEST_S3_KEY = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A real S3-compatible server (s3rver) on 127.0.0.1 and a free port, with one empty bucket. */
export async function startS3Server(bucket = 'pictures'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const { accessKeyId, secretAccessKey } = TEST_S3_KEY;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: TEST_S3_KEY,
  });
  return {
    settings: { bucket, endpoint, region: 'us-east-1', accessKeyId, secretAccessKey },
    url: `http://${accessKeyId}:${secretAccessKey}@127.0.0.1:${port}/${bucket}`,
    async keys(prefix) {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
