import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env';

describe('configuration', () => {
  it('has working defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 8080, DATA_DIR: './data', SEED_DEMO: true });
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

  it('treats empty optional values as unset', () => {
    const env = loadEnv({ DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '' });
    expect([env.DATABASE_URL, env.REDIS_URL, env.SMTP_URL]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
