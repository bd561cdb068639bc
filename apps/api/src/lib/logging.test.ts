import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, createTestApp, createUser, type TestApp } from '../../test/test-app';
import { logSerializers } from './logging';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      logger: {
        level: 'info',
        serializers: logSerializers,
        stream: { write: (line: string) => void lines.push(line) },
      },
    },
  );
});
afterAll(() => t.close());

describe('what the log keeps', () => {
  it('never writes the registration confirmation code of the URL', async () => {
    const code = 'Sup3rSecretConfirmCodeXYZ';
    await call(t, { method: 'POST', url: `/api/auth/registerconfirm/${code}` });
    await call(t, { method: 'GET', url: `/registerConfirm/${code}?x=1` });
    const log = lines.join('');
    expect(log).toContain('/api/auth/registerconfirm/[redacted]');
    expect(log).not.toContain(code);
  });

  it('logs a failed query without the e-mail address it carried', async () => {
    const u = await createUser(t);
    await t.database.db.execute(sql`ALTER TABLE users RENAME TO users_away`);
    try {
      const res = await call(t, {
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: u.email },
        remoteAddress: '10.77.0.1',
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`ALTER TABLE users_away RENAME TO users`);
    }
    const failure = lines.find((l) => l.includes('unexpected error'));
    expect(failure).toBeDefined();
    expect(failure).toContain('Failed query');
    expect(failure).not.toContain(u.email);
    // The driver's reason and code, which the query's message does not carry.
    expect(failure).toContain('does not exist');
    expect(failure).toContain('42P01');
  });
});
