import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdvert, makeCatalog, type Catalog } from '../../../test/factories';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { SUSPENSION_MESSAGES } from '../users';
import { CONVERSATION_REPORT_TEXTS as T } from './conversation-reports.messages';

let t: TestApp;
let catalog: Catalog;
let manager: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await makeCatalog(t);
  manager = await createUser(t, 'MANAGER', { firstName: 'Mia', lastName: 'Manager' });
  admin = await createUser(t, 'ADMIN', { firstName: 'Ada', lastName: 'Admin' });
});
afterAll(() => t.close());

const post = (url: string, payload: object | undefined, token?: string) =>
  call(t, { method: 'POST', url, payload, token });
const get = (url: string, token?: string) => call(t, { method: 'GET', url, token });
const decide = (id: number, action: string, token?: string) =>
  post(`/api/conversation-reports/${id}/decision`, { action }, token);

/** A writes a message to B about B's advert; B answers; B reports the thread. */
async function reportedThread(senderRole: 'CUSTOMER' | 'MANAGER' = 'CUSTOMER') {
  const owner = await createUser(t, 'CUSTOMER', { firstName: 'Bea', lastName: 'Owner' });
  const sender = await createUser(t, senderRole, { firstName: 'Sam', lastName: 'Sender' });
  const advert = await makeAdvert(t, catalog, owner.id, { title: 'Quiet flat' });
  const started = await post(
    '/api/conversations',
    { advertId: advert.id, message: 'Send me a deposit by wire first.' },
    sender.token,
  );
  const threadId = started.json().id as number;
  await post(`/api/conversations/${threadId}/messages`, { message: 'No, thank you.' }, owner.token);
  const reported = await post(
    `/api/conversations/${threadId}/report`,
    { reason: 'SCAM', details: 'Asks for money up front.' },
    owner.token,
  );
  expect(reported.statusCode, reported.body).toBe(201);
  return { owner, sender, threadId, reportId: reported.json().id as number };
}

describe('the staff queue of reports', () => {
  it('lists an open report, oldest first, and shows its thread with who wrote what', async () => {
    const { reportId, threadId, sender } = await reportedThread();
    const page = await get('/api/conversation-reports?size=100', manager.token);
    expect(page.statusCode, page.body).toBe(200);
    const item = page.json().content.find((r: { id: number }) => r.id === reportId);
    expect(item).toMatchObject({
      reason: 'SCAM',
      details: 'Asks for money up front.',
      conversation: { id: threadId, advertTitle: 'Quiet flat' },
      reporter: { name: 'Bea Owner' },
      reported: { id: sender.id, name: 'Sam Sender', email: sender.email, suspendedAt: null },
      decision: null,
    });

    const detail = await get(`/api/conversation-reports/${reportId}`, admin.token);
    expect(detail.statusCode).toBe(200);
    expect(
      detail
        .json()
        .messages.map((m: { text: string; byReported: boolean }) => [m.text, m.byReported]),
    ).toEqual([
      ['Send me a deposit by wire first.', true],
      ['No, thank you.', false],
    ]);
  });

  it('answers a visitor 401, a customer 403 and a missing report 404', async () => {
    const { reportId, owner } = await reportedThread();
    expect((await get('/api/conversation-reports')).statusCode).toBe(401);
    expect((await get('/api/conversation-reports', owner.token)).statusCode).toBe(403);
    expect((await get(`/api/conversation-reports/${reportId}`, owner.token)).statusCode).toBe(403);
    expect((await decide(reportId, 'DISMISS', owner.token)).statusCode).toBe(403);
    expect((await decide(reportId, 'DISMISS')).statusCode).toBe(401);
    const missing = await get('/api/conversation-reports/999999', manager.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(T.missing);
    expect((await decide(999_999, 'DISMISS', manager.token)).statusCode).toBe(404);
    expect((await decide(reportId, 'BAN', manager.token)).statusCode).toBe(400);
  });

  it('dismisses once, recording who and when; a second decision is a 409', async () => {
    const { reportId, sender } = await reportedThread();
    const res = await decide(reportId, 'DISMISS', manager.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().decision).toEqual({
      action: 'DISMISS',
      by: 'Mia Manager',
      at: expect.any(String),
    });
    expect(res.json().reported.suspendedAt).toBeNull();
    const again = await decide(reportId, 'SUSPEND', admin.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(T.alreadyDecided);
    // Decided reports leave the queue for the decided list.
    const open = await get('/api/conversation-reports?size=100', manager.token);
    expect(open.json().content.map((r: { id: number }) => r.id)).not.toContain(reportId);
    const decided = await get('/api/conversation-reports?status=DECIDED&size=100', manager.token);
    expect(decided.json().content.map((r: { id: number }) => r.id)).toContain(reportId);
    // The sender still writes.
    const me = await get('/api/user/auth', sender.token);
    expect(me.statusCode).toBe(200);
  });

  it('suspends the sender: their sessions end, they cannot log in or send', async () => {
    const { reportId, sender, threadId } = await reportedThread();
    const res = await decide(reportId, 'SUSPEND', manager.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().decision).toMatchObject({ action: 'SUSPEND', by: 'Mia Manager' });
    expect(res.json().reported.suspendedAt).toEqual(expect.any(String));

    const send = await post(
      `/api/conversations/${threadId}/messages`,
      { message: 'Hello?' },
      sender.token,
    );
    expect(send.statusCode).toBe(401);
    const login = await post('/api/auth/login', { email: sender.email, password: sender.password });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(SUSPENSION_MESSAGES.suspended);
    // A wrong password still gets the usual answer: the suspension is told only to the owner.
    const wrong = await post('/api/auth/login', { email: sender.email, password: 'Wr0ngpass' });
    expect(wrong.statusCode).toBe(401);
  });

  it('lets a manager suspend customers only, and nobody themself', async () => {
    const staffSender = await reportedThread('MANAGER');
    const byManager = await decide(staffSender.reportId, 'SUSPEND', manager.token);
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().message).toBe(T.managerSuspendsCustomers);
    // Nothing was decided: an admin may.
    expect((await decide(staffSender.reportId, 'SUSPEND', admin.token)).statusCode).toBe(200);

    // The admin is the reported side of a thread the owner reports.
    const owner = await createUser(t);
    const advert = await makeAdvert(t, catalog, owner.id);
    const started = await post(
      '/api/conversations',
      { advertId: advert.id, message: 'Hi' },
      admin.token,
    );
    const reported = await post(
      `/api/conversations/${started.json().id}/report`,
      { reason: 'SPAM' },
      owner.token,
    );
    const self = await decide(reported.json().id, 'SUSPEND', admin.token);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(T.notYourself);
  });
});
