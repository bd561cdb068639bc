import { expect, vi } from 'vitest';
import { singlePartTextOf, type startSmtpSink } from './smtp-sink';
import { call, type TestApp, type TestUser } from './test-app';

type Smtp = Awaited<ReturnType<typeof startSmtpSink>>;

/** The calls and e-mail readers the tests of a change of e-mail address share. */
export function emailChangeKit(app: () => TestApp, smtp: () => Smtp) {
  let n = 0;
  let ips = 0;
  const nextIp = () => `10.78.${Math.floor((ips += 1) / 250)}.${ips % 250}`;
  const linkOf = (kind: string) => (text: string) =>
    new RegExp(`https://homes\\.example/${kind}/([\\w-]+)`).exec(text)?.[1];

  /** The text of the n-th e-mail (1-based) delivered to an address, once it has arrived. */
  async function mailTo(address: string, nth = 1) {
    await vi.waitFor(() => expect(smtp().to(address).length).toBeGreaterThanOrEqual(nth));
    return singlePartTextOf(smtp().to(address)[nth - 1]!.raw);
  }

  return {
    nextIp,
    mailTo,
    freshAddress: (word: string) => `${word}-${(n += 1)}@example.test`,
    askChange: (user: TestUser, email: string, password = user.password, ip = nextIp()) =>
      call(app(), {
        method: 'POST',
        url: '/api/user/auth/email',
        payload: { email, password },
        token: user.token,
        remoteAddress: ip,
      }),
    openLink: (code: string) =>
      call(app(), { method: 'POST', url: `/api/auth/email-confirm/${code}` }),
    cancel: (code: string) =>
      call(app(), { method: 'POST', url: `/api/auth/email-change/cancel/${code}` }),
    revert: (code: string) =>
      call(app(), { method: 'POST', url: `/api/auth/email-change/revert/${code}` }),
    login: (email: string, password: string) =>
      call(app(), { method: 'POST', url: '/api/auth/login', payload: { email, password } }),
    emailOf: async (user: TestUser) => (await app().app.repos.users.findById(user.id))!.email,
    linkIn: linkOf('email-confirm'),
    cancelLinkIn: linkOf('email-change/cancel'),
    revertLinkIn: linkOf('email-change/revert'),
  };
}
