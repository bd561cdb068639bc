import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { z } from 'zod';

const TRUE_WORDS = ['true', '1', 'yes', 'on'];
const optionalBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''], {
    error: 'must be true or false',
  })
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : TRUE_WORDS.includes(v)));

/** proxy-addr's names for private ranges, or an IPv4/IPv6 address with an optional /prefix. */
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (v: string) => {
  if (PROXY_NAMES.includes(v)) return true;
  const [ip, prefix, extra] = v.split('/');
  const family = isIP(ip ?? '');
  if (!family || extra !== undefined) return false;
  return (
    prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128))
  );
};

/**
 * How many proxies stand in front (a hop count) or which addresses they have (a list). Fastify
 * then takes the client address from X-Forwarded-For, skipping only those hops: never the
 * left-most value, which the client writes. `true` is read as one hop, `false` as none.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): number | string[] | false => {
    const value = (v ?? '').trim().toLowerCase();
    if (['', 'false', '0', 'no', 'off'].includes(value)) return false;
    if (['true', 'yes', 'on'].includes(value)) return 1;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    const bad = list.filter((a) => !isProxyAddress(a));
    if (bad.length === 0 && list.length > 0) return list;
    ctx.addIssue({
      code: 'custom',
      message: `must be false, a number of proxies (1) or their addresses (10.0.0.5, 10.1.0.0/16); not ${bad.join(', ')}`,
    });
    return z.NEVER;
  });

/** An empty value (`PORT=` in a .env file) means unset, as for the URLs, never 0 or "". */
const emptyAsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const wholeNumber = (min: number, max: number, fallback: number) =>
  z.preprocess(
    emptyAsUnset,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(min, `must be between ${min} and ${max}`)
      .max(max, `must be between ${min} and ${max}`)
      .default(fallback),
  );

// The host may be a bare name (no-reply@localhost), as mail servers accept on a local network.
const ADDRESS = String.raw`[^\s@<>",;]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*`;
/** `no-reply@example.com` or, with a display name, `Estate Market <no-reply@example.com>`. */
const MAILBOX = new RegExp(`^(?:${ADDRESS}|[^<>]*<${ADDRESS}>)$`);

const url = (protocols: RegExp, hint: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || (URL.canParse(v) && protocols.test(new URL(v).protocol)), {
      message: `must be a ${hint} URL`,
    });

const optionalText = z.preprocess(emptyAsUnset, z.string().trim().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: wholeNumber(1, 65535, 8080),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: url(/^postgres(ql)?:$/, 'postgres://'),
  TEST_DATABASE_URL: url(/^postgres(ql)?:$/, 'postgres://'),
  SMTP_URL: url(/^smtps?:$/, 'smtp:// or smtps://'),
  MAIL_FROM: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .trim()
      .regex(MAILBOX, 'must be an e-mail address, optionally with a name: Name <address@host>')
      .default('Estate Marketplace <no-reply@localhost>'),
  ),
  PUBLIC_URL: url(/^https?:$/, 'http:// or https://'),
  JWT_SECRET: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || v.length >= 32, 'must be at least 32 characters'),
  /** Login tokens live this long; an active person gets a fresh one past half of it. */
  JWT_TTL_HOURS: wholeNumber(1, 24 * 7, 8),
  /** Unset: on for the embedded database, off with DATABASE_URL or NODE_ENV=production. */
  SEED_DEMO: optionalBool,
  /** How old a visitor's answer (lists, suggestions, summaries, advert pages) may be, in seconds. */
  PUBLIC_CACHE_SECONDS: wholeNumber(0, 300, 10),
  /**
   * New-message e-mails one person gets in an hour at most; further messages wait unread in
   * their inbox unmailed (docs/product.md#conversations).
   */
  MESSAGE_MAILS_PER_HOUR: wholeNumber(1, 1000, 10),
  /**
   * Costly reads (cache misses of lists and maps, signed-in reads) one process runs at once:
   * by default the host's cores, beyond which reads only slow each other and every other call.
   */
  COSTLY_READS_AT_ONCE: wholeNumber(1, 1000, Math.max(2, availableParallelism())),
  /** Costly reads that may wait for a free place before further ones are refused (503). */
  COSTLY_READS_WAITING: wholeNumber(0, 10_000, 16),
  /** Costly reads one client address may start per minute, counted across processes. */
  COSTLY_READS_PER_MINUTE: wholeNumber(1, 100_000, 300),
  /** How long a public read may take, in milliseconds, before it is stopped (a 503). */
  READ_TIMEOUT_MS: wholeNumber(100, 600_000, 5000),
  REDIS_URL: url(/^rediss?:$/, 'redis://'),
  /** A rates file in the ECB daily format the scheduled job imports (docs/product.md#exchange-rates). */
  EXCHANGE_RATES_URL: url(/^https?:$/, 'http:// or https://'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** auto: readable lines in a terminal, JSON lines otherwise; json or pretty: always that. */
  LOG_FORMAT: z.preprocess(
    emptyAsUnset,
    z.enum(['auto', 'json', 'pretty'], { error: 'must be auto, json or pretty' }).default('auto'),
  ),
  TRUST_PROXY: trustProxy,
  /** Other web sites whose pages may call the API from a browser (comma-separated origins). */
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .refine(
      (origins) => origins.every((o) => /^https?:\/\/[^/\s]+$/.test(o)),
      'must be origins like https://agency.example (scheme and host, no path), comma-separated',
    ),
  /**
   * `host:port` pairs an import may fetch pictures and feeds from although they are private or
   * local (comma-separated): a test's server, an agency's software on the same network.
   */
  IMPORT_ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine(
      (hosts) => hosts.every((h) => /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/.test(h)),
      'must be host:port pairs like 127.0.0.1:9000, comma-separated',
    ),
  WEB_DIST_DIR: z.string().optional(),
  /** Pictures in an S3-compatible bucket instead of DATA_DIR (lib/storage/choose-storage.ts). */
  S3_URL: url(/^https?:$/, 'http:// or https://'),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: url(/^https?:$/, 'http:// or https://'),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: url(/^https?:$/, 'http:// or https://'),
  /**
   * The maps' tile server as the web build names it (a Leaflet template): its origin may serve
   * images even over http (a local tile server), beside any https host.
   */
  VITE_MAP_TILE_URL: url(/^https?:$/, 'http:// or https://'),
  /** A client must have sent every request header within this many seconds. */
  HEADERS_TIMEOUT_SECONDS: wholeNumber(1, 60, 10),
  /**
   * A body must have arrived this many seconds after the headers, plus one second for every
   * BODY_MIN_BYTES_PER_SECOND bytes that did arrive: a trickle is cut, an upload that moves is not.
   */
  BODY_TIMEOUT_SECONDS: wholeNumber(1, 600, 20),
  BODY_MIN_BYTES_PER_SECOND: wholeNumber(1, 10_000_000, 32_768),
  /** No request, however fast its body comes, takes longer to arrive (the longest upload). */
  REQUEST_TIMEOUT_SECONDS: wholeNumber(1, 3600, 180),
  /** An idle kept-alive connection is closed after this many seconds. */
  KEEP_ALIVE_TIMEOUT_SECONDS: wholeNumber(1, 600, 10),
  /** Requests one connection may carry before the server closes it (0: no limit). */
  MAX_REQUESTS_PER_SOCKET: wholeNumber(0, 1_000_000, 1000),
});

export type Env = Omit<z.infer<typeof envSchema>, 'SEED_DEMO'> & {
  SEED_DEMO: boolean;
  /** Why SEED_DEMO has its value, for the start-up line. */
  seedDemoReason: string;
};

function resolveSeedDemo(
  env: z.infer<typeof envSchema>,
): Pick<Env, 'SEED_DEMO' | 'seedDemoReason'> {
  if (env.SEED_DEMO !== undefined)
    return { SEED_DEMO: env.SEED_DEMO, seedDemoReason: `SEED_DEMO=${env.SEED_DEMO}` };
  if (env.NODE_ENV === 'production')
    return { SEED_DEMO: false, seedDemoReason: 'the default with NODE_ENV=production' };
  if (env.DATABASE_URL)
    return { SEED_DEMO: false, seedDemoReason: 'the default with DATABASE_URL' };
  return { SEED_DEMO: true, seedDemoReason: 'the default for the embedded database' };
}

/** Every variable read here; .env.example documents each one. */
export const ENV_KEYS = envSchema.keyof().options;

export class ConfigError extends Error {}

/** Reads and checks the environment once; a bad value stops start-up naming every bad key. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, ...resolveSeedDemo(parsed.data) };
}
