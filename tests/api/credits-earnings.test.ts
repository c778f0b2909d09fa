import { afterEach, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../support/factories';
import { createLot } from '../support/fixtures-parking';
import { assertLedgerBalanced } from '../support/ledger';
import { walletBalance } from '../../src/server/modules/credits/index';
import { createSession } from '../../src/server/modules/auth/session-repository';
import { bookLotAsNewDriver, setStatus } from '../support/reservation-helpers';
import { createTestApp } from '../support/test-app';

const { app, clock } = await createTestApp();

afterEach(async () => {
  await assertLedgerBalanced(app);
  clock.reset();
});

const earnings = (user: TestUser | undefined, query: string) =>
  app.inject({ method: 'GET', url: `/api/credits/earnings${query}`, headers: user?.headers ?? {} });

async function signedIn(user: TestUser): Promise<Pick<TestUser, 'headers'>> {
  const { accessToken } = await createSession(app.deps.db, user, true, app.deps.now());
  return { headers: { authorization: `Bearer ${accessToken}` } };
}

/** A booking of the lot at `at` (UTC), 10 to 70 minutes later, finalized by its driver 40 minutes in. */
async function paidBooking(lotId: number, at: string): Promise<void> {
  clock.set(new Date(at));
  const { driver, reservation } = await bookLotAsNewDriver(app, lotId, 10, 70);
  clock.advance(40 * 60_000);
  const res = await setStatus(app, driver, reservation.id, 'finalized');
  expect(res.statusCode).toBe(200);
}

describe('GET /api/credits/earnings', () => {
  it('sums the owner’s payouts per day, week and month of the app’s zone, and no one else’s', async () => {
    clock.set(new Date('2026-06-10T08:00:00Z'));
    const owner = await createUser(app, { language: 'en' });
    const other = await createUser(app, { language: 'en' });
    const lot = await createLot(app, owner);
    const otherLot = await createLot(app, other);
    await paidBooking(lot.id, '2026-06-10T09:00:00Z');
    const first = await walletBalance(app.deps.db, owner.id);
    await paidBooking(lot.id, '2026-06-10T10:30:00Z');
    const second = (await walletBalance(app.deps.db, owner.id)) - first;
    // 22:00 UTC is 01:00 on 11 June in Bucharest: the payout (at 01:40) belongs to the 11th.
    await paidBooking(lot.id, '2026-06-10T22:00:00Z');
    const third = (await walletBalance(app.deps.db, owner.id)) - first - second;
    await paidBooking(otherLot.id, '2026-06-10T09:00:00Z');
    expect(first).toBeGreaterThan(0);
    expect(third).toBeGreaterThan(0);
    // The tokens made at 08:00 have expired since: sign in again at the real time.
    clock.reset();
    Object.assign(owner, await signedIn(owner));
    Object.assign(other, await signedIn(other));

    const days = await earnings(owner, '?group=day&from=2026-06-09&to=2026-06-12');
    expect(days.statusCode).toBe(200);
    expect(days.json()).toEqual({
      data: [
        { period: '2026-06-09', credits: 0, bookings: 0 },
        { period: '2026-06-10', credits: first + second, bookings: 2 },
        { period: '2026-06-11', credits: third, bookings: 1 },
        { period: '2026-06-12', credits: 0, bookings: 0 },
      ],
      meta: {
        group: 'day',
        from: '2026-06-09',
        to: '2026-06-12',
        total_credits: first + second + third,
        total_bookings: 3,
      },
    });

    // 10 June 2026 is a Wednesday: its week starts on Monday the 8th.
    const weeks = (await earnings(owner, '?group=week&from=2026-06-01&to=2026-06-14')).json();
    expect(weeks.data).toEqual([
      { period: '2026-06-01', credits: 0, bookings: 0 },
      { period: '2026-06-08', credits: first + second + third, bookings: 3 },
    ]);
    const months = (await earnings(owner, '?group=month&from=2026-05-15&to=2026-06-30')).json();
    expect(months.data).toEqual([
      { period: '2026-05-01', credits: 0, bookings: 0 },
      { period: '2026-06-01', credits: first + second + third, bookings: 3 },
    ]);
    expect(months.meta).toMatchObject({ total_credits: first + second + third, total_bookings: 3 });

    // The driver's own spending is not earning.
    const driverView = (await earnings(other, '?group=month&from=2026-06-01&to=2026-06-30')).json();
    expect(driverView.meta.total_bookings).toBe(1);
  });

  it('defaults to the last 14 days up to today', async () => {
    clock.set(new Date('2026-06-10T09:00:00Z'));
    const owner = await createUser(app, { language: 'en' });
    const res = await earnings(owner, '');
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.meta).toEqual({
      group: 'day',
      from: '2026-05-28',
      to: '2026-06-10',
      total_credits: 0,
      total_bookings: 0,
    });
    expect(answer.data).toHaveLength(14);
    const months = (await earnings(owner, '?group=month')).json();
    expect(months.data.map((p: { period: string }) => p.period)).toHaveLength(12);
    expect(months.data[0].period).toBe('2025-07-01');
  });

  it('answers 422 for a bad group, a bad day, an end before the start and too many periods', async () => {
    const owner = await createUser(app, { language: 'en' });
    const bad = await earnings(owner, '?group=year');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['group']);
    const day = await earnings(owner, '?from=2026-13-01');
    expect(day.statusCode).toBe(422);
    expect(day.json().errors.from).toEqual(['Enter a date as YYYY-MM-DD.']);
    const reversed = await earnings(owner, '?from=2026-06-10&to=2026-06-01');
    expect(reversed.json().errors.to).toEqual(['The end must not be before the start.']);
    const long = await earnings(owner, '?group=day&from=2020-01-01&to=2026-01-01');
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.from).toEqual(['Choose at most 366 periods.']);
  });

  it('answers 401 without a token', async () => {
    expect((await earnings(undefined, '')).statusCode).toBe(401);
  });
});

describe('GET /api/parking-lots/:id/reservations', () => {
  const calendar = (user: TestUser, lotId: number, query: string) =>
    app.inject({ method: 'GET', url: `/api/parking-lots/${lotId}/reservations${query}`, headers: user.headers });

  it('lists the owner’s lot’s reservations over the range, earliest first, but cancelled ones', async () => {
    clock.set(new Date('2026-06-10T09:00:00Z'));
    const owner = await createUser(app, { language: 'en' });
    const lot = await createLot(app, owner);
    const late = await bookLotAsNewDriver(app, lot.id, 180, 240);
    const early = await bookLotAsNewDriver(app, lot.id, 10, 70);
    const gone = await bookLotAsNewDriver(app, lot.id, 100, 160);
    await setStatus(app, gone.driver, gone.reservation.id, 'cancelled');
    const day = await calendar(owner, lot.id, '?from=2026-06-10 00:00:00&to=2026-06-11 00:00:00');
    expect(day.statusCode).toBe(200);
    expect(day.json().data.map((r: { id: number }) => r.id)).toEqual([early.reservation.id, late.reservation.id]);
    // The last booking ends at 16:00 local: a range that only touches its end finds nothing.
    const after = await calendar(owner, lot.id, '?from=2026-06-10 16:00:00&to=2026-06-10 18:00:00');
    expect(after.json().data).toEqual([]);
  });

  it('answers 404 for someone else’s lot and 422 for a bad range', async () => {
    const owner = await createUser(app, { language: 'en' });
    const stranger = await createUser(app, { language: 'en' });
    const lot = await createLot(app, owner);
    const range = '?from=2026-06-10 00:00:00&to=2026-06-11 00:00:00';
    expect((await calendar(stranger, lot.id, range)).statusCode).toBe(404);
    const reversed = await calendar(owner, lot.id, '?from=2026-06-10 00:00:00&to=2026-06-09 00:00:00');
    expect(reversed.statusCode).toBe(422);
    expect(Object.keys(reversed.json().errors)).toEqual(['to']);
    const long = await calendar(owner, lot.id, '?from=2026-01-01 00:00:00&to=2026-06-01 00:00:00');
    expect(long.json().errors.to).toEqual(['Choose at most 62 days.']);
    expect((await calendar(owner, lot.id, '?from=nope&to=2026-06-01 00:00:00')).json().errors.from).toHaveLength(1);
    expect((await calendar(owner, lot.id, '')).statusCode).toBe(422);
  });
});
