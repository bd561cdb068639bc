import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { assertValidKey, assertValidPrefix, contentTypeForKey, isValidKey } from './keys';
import { publicFileUrl, type FileStorage, type StoredFile } from './storage';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible server (MinIO, R2, …); AWS itself when absent. */
  endpoint?: string;
  region: string;
  /** Both or neither: without them the SDK's usual chain (environment, profile, role) applies. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** A CDN or public bucket address that serves the keys; unset, the API streams them. */
  publicUrl?: string;
}

/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;

/** Files in an S3-compatible bucket, under the same keys as the local folder. */
export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // Servers other than AWS rarely have a DNS name per bucket.
    forcePathStyle: !!settings.endpoint,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Optional checksums travel as aws-chunked bodies, which most S3-compatible servers refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  async function deleteKeys(keys: readonly string[]) {
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const Objects = keys.slice(i, i + DELETE_BATCH).map((Key) => ({ Key }));
      const result = await client.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }),
      );
      const failed = result.Errors?.filter((e) => e.Code !== 'NoSuchKey') ?? [];
      if (failed.length > 0) throw new Error(`S3 refused to delete ${failed[0]!.Key}`);
    }
  }

  return {
    async put(key, body, contentType) {
      assertValidKey(key);
      if (contentTypeForKey(key) !== contentType) {
        throw new Error(`Key ${key} does not carry the extension of ${contentType}`);
      }
      // A PutObject is atomic: readers see the old object or the whole new one.
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },

    async get(key): Promise<StoredFile | undefined> {
      if (!isValidKey(key)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          body: object.Body as Readable,
          contentType: contentTypeForKey(key),
          size: object.ContentLength ?? 0,
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },

    async delete(keys) {
      keys.forEach(assertValidKey);
      await deleteKeys(keys);
    },

    async deletePrefix(prefix) {
      assertValidPrefix(prefix);
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
        if (keys.length > 0) await deleteKeys(keys);
      }
    },

    async isEmpty() {
      const page = await client.send(new ListObjectsV2Command({ Bucket, MaxKeys: 1 }));
      return (page.KeyCount ?? page.Contents?.length ?? 0) === 0;
    },

    publicUrl(key) {
      assertValidKey(key);
      return settings.publicUrl ? `${settings.publicUrl}/${key}` : publicFileUrl(key);
    },
  };
}
