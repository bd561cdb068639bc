import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
      error: 'must be true or false',
    })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes', 'on'].includes(v)));

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
  JWT_TTL_HOURS: wholeNumber(1, 24 * 90, 24 * 7),
  SEED_DEMO: bool(true),
  /** How old a visitor's answer (lists, suggestions, summaries, advert pages) may be, in seconds. */
  PUBLIC_CACHE_SECONDS: wholeNumber(0, 300, 10),
  REDIS_URL: url(/^rediss?:$/, 'redis://'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool(false),
  WEB_DIST_DIR: z.string().optional(),
  /** Pictures in an S3-compatible bucket instead of DATA_DIR (lib/storage/choose-storage.ts). */
  S3_URL: url(/^https?:$/, 'http:// or https://'),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: url(/^https?:$/, 'http:// or https://'),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: url(/^https?:$/, 'http:// or https://'),
  /** Tour times are wall-clock times at the property; "in the future" is judged in this zone. */
  SITE_TIME_ZONE: z
    .string()
    .default('UTC')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Europe/Istanbul'),
});

export type Env = z.infer<typeof envSchema>;

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
  return parsed.data;
}
