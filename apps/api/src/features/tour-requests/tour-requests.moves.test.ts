import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp } from '../../../test/test-app';
import { makeAdvert } from '../../../test/factories';
import {
  day,
  lastLogOf,
  mailsTo,
  moveTour,
  slot,
  statusOf,
  tourCast,
  tourIn,
} from '../../../test/tour-kit';
import { TOUR_MESSAGES as M } from './tour-requests.messages';
import { wallClockParts } from '../../i18n';

let t: TestApp;
let cast: Awaited<ReturnType<typeof tourCast>>;

beforeAll(async () => {
  t = await createTestApp();
  cast = await tourCast(t);
});
afterAll(() => t.close());

const changeTime = (id: number, tourTime: unknown, token = cast.guest.token) =>
  call(t, { method: 'PUT', url: `/api/tourRequest/${id}`, payload: { tourTime }, token });
const remove = (id: number, token?: string) =>
  call(t, { method: 'DELETE', url: `/api/tourRequest/${id}`, token });

describe('PATCH /tourRequest/{id}/approve', () => {
  it('approves, declines the other PENDING requests of that time, mails the guests and logs it', async () => {
    const other = await createUser(t, 'CUSTOMER');
    const mine = await tourIn(t, cast.advert, cast.guest, { tourTime: slot(6) });
    const rival = await makeTourRequestFor(other.id, slot(6));
    const elsewhere = await tourIn(t, cast.advert, cast.guest, { tourTime: slot(6, '11:00') });

    const res = await moveTour(t, mine.id, 'approve', cast.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: mine.id, status: 'APPROVED' });
    expect(res.json().actions).toEqual(['decline']);
    expect((await statusOf(t, rival.id))!.status).toBe('DECLINED');
    expect((await statusOf(t, elsewhere.id))!.status).toBe('PENDING');

    const [approval] = await mailsTo(t, cast.guest.email);
    expect(approval!.subject).toBe('Your tour of "Sunny flat" is approved');
    const invite = approval!.attachments![0]!;
    expect(invite).toMatchObject({ filename: 'tour.ics' });
    expect(invite.contentType).toContain('text/calendar');
    expect(invite.content).toContain('BEGIN:VEVENT');
    expect(invite.content).toContain(`DTSTART:${day(6).replaceAll('-', '')}T100000Z`);
    expect(invite.content).toContain('SUMMARY:Tour of "Sunny flat"');
    expect((await mailsTo(t, other.email))[0]!.subject).toContain('was declined');
    expect(await lastLogOf(t, cast.owner.id)).toMatchObject({ action: 'TOUR_REQUEST_APPROVED' });
  });

  it('lets exactly one of two approvals of the same slot at the same moment win', async () => {
    const [a, b] = await Promise.all([createUser(t), createUser(t)]);
    const first = await makeTourRequestFor(a.id, slot(7));
    const second = await makeTourRequestFor(b.id, slot(7));
    const answers = await Promise.all([
      moveTour(t, first.id, 'approve', cast.owner),
      moveTour(t, second.id, 'approve', cast.owner),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!.json();
    expect(refused).toEqual({ status: 409, message: expect.any(String) });
    const statuses = [
      (await statusOf(t, first.id))!.status,
      (await statusOf(t, second.id))!.status,
    ];
    expect(statuses.sort()).toEqual(['APPROVED', 'DECLINED']);
  });

  it('approves one request twice at once only once', async () => {
    const one = await tourIn(t, cast.advert, cast.guest, { tourTime: slot(8) });
    const answers = await Promise.all([
      moveTour(t, one.id, 'approve', cast.owner),
      moveTour(t, one.id, 'approve', cast.owner),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses a slot that is already booked with 409', async () => {
    const taken = slot(9);
    await tourIn(t, cast.advert, cast.stranger, { tourTime: taken, status: 'APPROVED' });
    const late = await tourIn(t, cast.advert, cast.guest, { tourTime: taken });
    const res = await moveTour(t, late.id, 'approve', cast.owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.slotTaken);
  });

  // Each at its own time: a DECLINED request beside an APPROVED one of its slot is another case.
  it.each([
    ['APPROVED', M.cannotApprove('APPROVED'), '09:00'],
    ['DECLINED', M.cannotApprove('DECLINED'), '09:30'],
    ['CANCELED', M.cannotApprove('CANCELED'), '10:00'],
  ])('refuses to approve a %s request with 409', async (status, message, time) => {
    const row = await tourIn(t, cast.advert, cast.guest, { tourTime: slot(10, time), status });
    const res = await moveTour(t, row.id, 'approve', cast.owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(message);
  });

  it('tells the owner when another request of the slot was approved and this one declined', async () => {
    const taken = { tourTime: slot(10, '11:00') };
    await tourIn(t, cast.advert, cast.stranger, { ...taken, status: 'APPROVED' });
    const row = await tourIn(t, cast.advert, cast.guest, { ...taken, status: 'DECLINED' });
    const res = await moveTour(t, row.id, 'approve', cast.owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.lostSlot);
  });

  it('refuses a request whose time has passed', async () => {
    const row = await tourIn(t, cast.advert, cast.guest, { tourTime: slot(-1) });
    const res = await moveTour(t, row.id, 'approve', cast.owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.timePassed);
  });

  it('answers who may not approve: guest 403, staff 403, another customer 404, visitor 401', async () => {
    const row = await tourIn(t, cast.advert, cast.guest, { tourTime: slot(11) });
    const guest = await moveTour(t, row.id, 'approve', cast.guest);
    expect(guest.statusCode).toBe(403);
    expect(guest.json().message).toBe(M.approveOwn);
    expect((await moveTour(t, row.id, 'approve', cast.manager)).statusCode).toBe(403);
    expect((await moveTour(t, row.id, 'approve', cast.admin)).statusCode).toBe(403);
    expect((await moveTour(t, row.id, 'approve', cast.stranger)).statusCode).toBe(404);
    expect((await moveTour(t, row.id, 'approve')).statusCode).toBe(401);
    expect((await moveTour(t, 999_999, 'approve', cast.owner)).statusCode).toBe(404);
    expect((await statusOf(t, row.id))!.status).toBe('PENDING');
  });

  it('answers a bad id with 400', async () => {
    const res = await moveTour(t, 0, 'approve', cast.owner);
    expect(res.statusCode).toBe(400);
    expect(
      (
        await call(t, {
          method: 'PATCH',
          url: '/api/tourRequest/abc/approve',
          token: cast.owner.token,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('PATCH /tourRequest/{id}/decline', () => {
  it('declines a PENDING request, mails the guest and logs it for the owner', async () => {
    const row = await tourIn(t, cast.advert, cast.guest, { tourTime: slot(12) });
    const res = await moveTour(t, row.id, 'decline', cast.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('DECLINED');
    expect((await mailsTo(t, cast.guest.email))[0]!.subject).toBe(
      'Your tour request for "Sunny flat" was declined',
    );
    expect(await lastLogOf(t, cast.owner.id)).toMatchObject({ action: 'TOUR_REQUEST_DECLINED' });
  });

  it('declines an APPROVED tour before its time, not after', async () => {
    const ahead = await tourIn(t, cast.advert, cast.guest, {
      tourTime: slot(13),
      status: 'APPROVED',
    });
    expect((await moveTour(t, ahead.id, 'decline', cast.owner)).statusCode).toBe(200);
    const past = await tourIn(t, cast.advert, cast.guest, {
      tourTime: slot(-2),
      status: 'APPROVED',
    });
    const res = await moveTour(t, past.id, 'decline', cast.owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.timePassed);
  });

  it('refuses a CANCELED request, the guest and someone else', async () => {
    const canceled = await tourIn(t, cast.advert, cast.guest, {
      tourTime: slot(14),
      status: 'CANCELED',
    });
    const res = await moveTour(t, canceled.id, 'decline', cast.owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.cannotDecline('CANCELED'));
    const row = await tourIn(t, cast.advert, cast.guest, { tourTime: slot(14, '12:00') });
    const guest = await moveTour(t, row.id, 'decline', cast.guest);
    expect(guest.statusCode).toBe(403);
    expect(guest.json().message).toBe(M.declineOwn);
    expect((await moveTour(t, row.id, 'decline', cast.stranger)).statusCode).toBe(404);
    expect((await moveTour(t, row.id, 'decline', cast.manager)).statusCode).toBe(403);
  });
});

describe('PATCH /tourRequest/{id}/cancel', () => {
  it.each(['PENDING', 'APPROVED'])(
    'the guest cancels a %s request before its time',
    async (status) => {
      const row = await tourIn(t, cast.advert, cast.guest, { tourTime: slot(15, '13:00'), status });
      const res = await moveTour(t, row.id, 'cancel', cast.guest);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'CANCELED', actions: ['delete'] });
      expect(await lastLogOf(t, cast.guest.id)).toMatchObject({ action: 'TOUR_REQUEST_CANCELED' });
    },
  );

  it('refuses a DECLINED request, a passed one, and anyone but the guest', async () => {
    const declined = await tourIn(t, cast.advert, cast.guest, {
      tourTime: slot(16),
      status: 'DECLINED',
    });
    expect((await moveTour(t, declined.id, 'cancel', cast.guest)).json().message).toBe(
      M.cannotCancel('DECLINED'),
    );
    const past = await tourIn(t, cast.advert, cast.guest, {
      tourTime: slot(-1, '12:00'),
      status: 'APPROVED',
    });
    expect((await moveTour(t, past.id, 'cancel', cast.guest)).statusCode).toBe(409);
    const row = await tourIn(t, cast.advert, cast.guest, { tourTime: slot(16, '15:00') });
    expect((await moveTour(t, row.id, 'cancel', cast.owner)).statusCode).toBe(403);
    expect((await moveTour(t, row.id, 'cancel', cast.stranger)).statusCode).toBe(404);
  });
});

describe('PUT /tourRequest/{id} (another time)', () => {
  it('moves a DECLINED request to a new time and makes it PENDING again, telling the owner', async () => {
    const row = await tourIn(t, cast.advert, cast.guest, {
      tourTime: slot(17),
      status: 'DECLINED',
    });
    const res = await changeTime(row.id, `${day(18)}T16:30`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'PENDING', tourTime: `${day(18)}T16:30:00` });
    const { date, time } = wallClockParts(`${day(18)}T16:30`, 'en');
    expect((await mailsTo(t, cast.owner.email))[0]!.text).toContain(`on ${date} at ${time}`);
    expect(await lastLogOf(t, cast.guest.id)).toMatchObject({
      action: 'TOUR_REQUEST_TIME_CHANGED',
    });
  });

  it.each([
    ['in the past', () => `${day(-1)}T10:00`, 400, M.past],
    ['off the half hour', () => `${day(3)}T10:15`, 400, 'Tours start on the hour or the half hour'],
    ['more than 90 days ahead', () => `${day(95)}T10:00`, 400, M.tooFarAhead],
    ['not a date', () => '2030-02-30T10:00', 400, M.notADate],
    ['missing', () => undefined, 400, 'Required'],
  ])('refuses a time %s', async (_name, time, status, message) => {
    const before = nextSlot();
    const row = await tourIn(t, cast.advert, cast.guest, { tourTime: before });
    const res = await changeTime(row.id, time());
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(message);
    expect((await statusOf(t, row.id))!.tourTime).toBe(before.replace('T', ' '));
  });

  it('refuses to move an APPROVED or CANCELED request with 409', async () => {
    const approved = await tourIn(t, cast.advert, cast.guest, {
      tourTime: slot(20),
      status: 'APPROVED',
    });
    const res = await changeTime(approved.id, `${day(21)}T10:00`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.approvedTimeFixed);
    const canceled = await tourIn(t, cast.advert, cast.guest, {
      tourTime: slot(20, '11:00'),
      status: 'CANCELED',
    });
    expect((await changeTime(canceled.id, `${day(21)}T10:00`)).json().message).toBe(
      M.canceledTimeFixed,
    );
  });

  it('refuses a booked time, a time the guest already asked for, and anyone but the guest', async () => {
    await tourIn(t, cast.advert, cast.stranger, { tourTime: slot(22), status: 'APPROVED' });
    const row = await tourIn(t, cast.advert, cast.guest, { tourTime: slot(22, '09:00') });
    expect((await changeTime(row.id, `${day(22)}T10:00`)).json().message).toBe(M.slotTaken);
    await tourIn(t, cast.advert, cast.guest, { tourTime: slot(22, '12:00') });
    expect((await changeTime(row.id, `${day(22)}T12:00`)).json().message).toBe(M.duplicate);
    expect((await changeTime(row.id, `${day(23)}T12:00`, cast.owner.token)).statusCode).toBe(403);
    expect((await changeTime(row.id, `${day(23)}T12:00`, cast.stranger.token)).statusCode).toBe(
      404,
    );
  });
});

describe('DELETE /tourRequest/{id}', () => {
  it.each(['PENDING', 'DECLINED', 'CANCELED'])(
    'the guest deletes their %s request',
    async (status) => {
      const row = await tourIn(t, cast.advert, cast.guest, { tourTime: slot(24, '14:00'), status });
      const res = await remove(row.id, cast.guest.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: M.deleted });
      expect(await statusOf(t, row.id)).toBeUndefined();
      expect(await lastLogOf(t, cast.guest.id)).toMatchObject({ action: 'TOUR_REQUEST_DELETED' });
    },
  );

  it('refuses the guest an APPROVED request, and the owner and others any', async () => {
    const approved = await tourIn(t, cast.advert, cast.guest, {
      tourTime: slot(25),
      status: 'APPROVED',
    });
    const res = await remove(approved.id, cast.guest.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.approvedDelete);
    expect((await remove(approved.id, cast.owner.token)).statusCode).toBe(403);
    expect((await remove(approved.id, cast.stranger.token)).statusCode).toBe(404);
    expect((await remove(approved.id)).statusCode).toBe(401);
    expect(await statusOf(t, approved.id)).toBeDefined();
  });

  it.each(['manager', 'admin'] as const)('lets a %s delete any request', async (who) => {
    const row = await tourIn(t, cast.advert, cast.guest, {
      tourTime: slot(26, '10:30'),
      status: 'APPROVED',
    });
    expect((await remove(row.id, cast[who].token)).statusCode).toBe(200);
    expect(await statusOf(t, row.id)).toBeUndefined();
  });

  it('counts a request off its advert', async () => {
    const advert = await makeAdvert(t, cast.catalog, cast.owner.id, { tourRequestCount: 1 });
    const row = await tourIn(t, advert, cast.guest);
    await remove(row.id, cast.guest.token);
    const page = await call(t, {
      method: 'GET',
      url: `/api/adverts/custom/${advert.id}`,
      token: cast.owner.token,
    });
    expect(page.json().tourCount ?? page.json().advert?.tourCount).toBe(0);
  });
});

let slotsUsed = 0;
/** A time no other test of this file uses. */
const nextSlot = () => slot(40 + (slotsUsed++ % 40), '08:30');

function makeTourRequestFor(guestId: number, tourTime: string) {
  return tourIn(t, cast.advert, { id: guestId } as typeof cast.guest, { tourTime });
}
