import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_KEYS, loadEnv } from './env';

describe('configuration', () => {
  it('has working defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 8080,
      DATA_DIR: './data',
      SEED_DEMO: true,
      JWT_TTL_HOURS: 8,
      TRUST_PROXY: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names every bad key at once', () => {
    let error: unknown;
    try {
      loadEnv({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SEED_DEMO: 'maybe',
        JWT_SECRET: 'short',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const key of ['PORT', 'DATABASE_URL', 'SEED_DEMO', 'JWT_SECRET'])
      expect(message).toContain(key);
  });

  it('reads the hosts an import may fetch from, and names a bad one', () => {
    const env = loadEnv({
      IMPORT_ALLOWED_HOSTS: ' 127.0.0.1:9000, Feeds.Agency.Local:8443 ,[::1]:80',
    });
    expect(env.IMPORT_ALLOWED_HOSTS).toEqual([
      '127.0.0.1:9000',
      'feeds.agency.local:8443',
      '[::1]:80',
    ]);
    expect(loadEnv({}).IMPORT_ALLOWED_HOSTS).toEqual([]);
    expect(() => loadEnv({ IMPORT_ALLOWED_HOSTS: 'http://127.0.0.1:9000' })).toThrow(
      /IMPORT_ALLOWED_HOSTS.*host:port/,
    );
  });

  it('treats empty optional values as unset', () => {
    const env = loadEnv({ DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '' });
    expect([env.DATABASE_URL, env.REDIS_URL, env.SMTP_URL]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('treats an empty or blank number as unset instead of 0', () => {
    expect(loadEnv({ PORT: '', JWT_TTL_HOURS: ' ' })).toMatchObject({
      PORT: 8080,
      JWT_TTL_HOURS: 8,
    });
  });

  it.each(['0', '65536', '-1', '80.5', 'eighty'])('refuses PORT=%s naming PORT', (PORT) => {
    expect(() => loadEnv({ PORT })).toThrow(
      /PORT: must be (between 1 and 65535|a (whole )?number)/,
    );
  });

  it('accepts the highest port and a valid token lifetime', () => {
    expect(loadEnv({ PORT: '65535', JWT_TTL_HOURS: '24' })).toMatchObject({
      PORT: 65535,
      JWT_TTL_HOURS: 24,
    });
  });

  it('refuses JWT_TTL_HOURS=0 naming it', () => {
    expect(() => loadEnv({ JWT_TTL_HOURS: '0' })).toThrow(/JWT_TTL_HOURS: must be between 1/);
  });

  it.each([
    'no-reply@example.com',
    'Estate Market <no-reply@example.com>',
    '"Estate, Inc." <sales@mail.example.co.uk>',
    'Estate Marketplace <no-reply@localhost>',
  ])('accepts MAIL_FROM=%s', (MAIL_FROM) => {
    expect(loadEnv({ MAIL_FROM }).MAIL_FROM).toBe(MAIL_FROM);
  });

  it.each(['abc', 'Estate Market', 'Estate <no-reply>', 'a@b c', '<@example.com>', 'x@y>'])(
    'refuses MAIL_FROM=%s naming MAIL_FROM',
    (MAIL_FROM) => {
      expect(() => loadEnv({ MAIL_FROM })).toThrow(/MAIL_FROM: must be an e-mail address/);
    },
  );

  it('uses the default sender when MAIL_FROM is empty', () => {
    expect(loadEnv({ MAIL_FROM: '' }).MAIL_FROM).toBe('Estate Marketplace <no-reply@localhost>');
  });

  it('documents every variable in .env.example', () => {
    const example = fs.readFileSync(new URL('../../../../.env.example', import.meta.url), 'utf8');
    const documented = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    expect(documented).toEqual(expect.arrayContaining([...ENV_KEYS]));
  });

  it('seeds demo data by default only on the embedded database outside production', () => {
    expect(loadEnv({}).SEED_DEMO).toBe(true);
    expect(loadEnv({ DATABASE_URL: 'postgres://db/estate' })).toMatchObject({
      SEED_DEMO: false,
      seedDemoReason: 'the default with DATABASE_URL',
    });
    expect(loadEnv({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadEnv({ SEED_DEMO: 'false' })).toMatchObject({
      SEED_DEMO: false,
      seedDemoReason: 'SEED_DEMO=false',
    });
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses', () => {
    expect(loadEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(() => loadEnv({ TRUST_PROXY: 'everyone' })).toThrow(
      /TRUST_PROXY: must be false, a number/,
    );
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('reads LOG_FORMAT as auto, json or pretty, auto when unset or empty', () => {
    expect(loadEnv({}).LOG_FORMAT).toBe('auto');
    expect(loadEnv({ LOG_FORMAT: '' }).LOG_FORMAT).toBe('auto');
    expect(loadEnv({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(loadEnv({ LOG_FORMAT: 'pretty' }).LOG_FORMAT).toBe('pretty');
    expect(() => loadEnv({ LOG_FORMAT: 'yaml' })).toThrow(
      /LOG_FORMAT: must be auto, json or pretty/,
    );
  });
});
