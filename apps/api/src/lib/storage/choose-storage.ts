import { ConfigError, type Env } from '../../config/env';
import { createLocalStorage } from './local-storage';
import { createS3Storage, type S3Settings } from './s3-storage';
import type { FileStorage } from './storage';

type StorageEnv = Pick<
  Env,
  | 'DATA_DIR'
  | 'S3_URL'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_PUBLIC_URL'
>;

const DEFAULT_REGION = 'us-east-1';

/** The one place that picks the storage: an S3 bucket when one is configured, else DATA_DIR. */
export function createStorage(env: StorageEnv): FileStorage {
  const s3 = s3SettingsFrom(env);
  return s3 ? createS3Storage(s3) : createLocalStorage(env.DATA_DIR);
}

/**
 * `S3_URL=https://KEY:SECRET@host[:port]/bucket[?region=eu-west-1]` says it all in one line;
 * otherwise `S3_BUCKET` with the optional `S3_ENDPOINT`, `S3_REGION` and key pair. Undefined when
 * neither is set.
 */
export function s3SettingsFrom(env: StorageEnv): S3Settings | undefined {
  const publicUrl = env.S3_PUBLIC_URL?.replace(/\/+$/, '');
  if (env.S3_URL) return { ...fromUrl(env.S3_URL, env.S3_REGION), publicUrl };
  const { S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_BUCKET) {
    if (S3_ENDPOINT || S3_ACCESS_KEY_ID || S3_SECRET_ACCESS_KEY) {
      throw new ConfigError('Invalid configuration:\n  S3_BUCKET: is required to use S3 storage');
    }
    return undefined;
  }
  if (!S3_ACCESS_KEY_ID !== !S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither',
    );
  }
  return {
    bucket: S3_BUCKET,
    endpoint: S3_ENDPOINT?.replace(/\/+$/, ''),
    region: env.S3_REGION ?? DEFAULT_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    publicUrl,
  };
}

function fromUrl(s3Url: string, region: string | undefined): Omit<S3Settings, 'publicUrl'> {
  const url = new URL(s3Url);
  const bucket = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ''));
  if (!bucket || bucket.includes('/')) {
    throw new ConfigError('Invalid configuration:\n  S3_URL: must name one bucket as its path');
  }
  return {
    bucket,
    endpoint: `${url.protocol}//${url.host}`,
    region: url.searchParams.get('region') ?? region ?? DEFAULT_REGION,
    accessKeyId: url.username ? decodeURIComponent(url.username) : undefined,
    secretAccessKey: url.password ? decodeURIComponent(url.password) : undefined,
  };
}
