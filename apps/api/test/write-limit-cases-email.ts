import { and, eq } from 'drizzle-orm';
import { userCodes } from '../src/db/schema';
import { call, createUser, type TestApp } from './test-app';
import type { WriteCase } from './write-case';

/** Asking again and again to move one's account to a new address (docs/product.md#accounts). */
export const emailWriteCases = (): WriteCase[] => [
  {
    name: 'e-mail change',
    action: 'emailChange',
    admitted: 200,
    async writer(t: TestApp) {
      const user = await createUser(t);
      const change = (i: number) => ({
        email: `moved${user.id}-${i}@example.test`,
        password: user.password,
      });
      return {
        call: (i, ip) =>
          call(t, {
            method: 'POST',
            url: '/api/user/auth/email',
            payload: change(i),
            token: user.token,
            remoteAddress: ip,
          }),
        written: () =>
          t.database.db.$count(
            userCodes,
            and(eq(userCodes.userId, user.id), eq(userCodes.purpose, 'EMAIL')),
          ),
      };
    },
  },
];
