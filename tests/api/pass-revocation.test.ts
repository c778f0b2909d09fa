import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { revokedPassesBody } from '../../src/domain/contracts/pass-checks';
import type { ReservationEvent } from '../../src/server/lib/app-events';
import { createUser, type TestUser } from '../support/factories';
import { createAutomobile, createLot, grantCredits } from '../support/fixtures-parking';
import { assertLedgerBalanced } from '../support/ledger';
import { waitForNotifications } from '../support/notifications';
import { inMinutes, postReservation } from '../support/reservation-helpers';
import { createTestApp } from '../support/test-app';

// The pass after a refund (PRODUCT.md): the owner's online check says "cancelled", the revoked
// passes for checks with no signal, and the owner's checks as evidence against a report.
const { app, clock } = await createTestApp();
const MIN = 60_000;
const events: ReservationEvent[] = [];
app.deps.events.on('reservation', (e) => events.push(e));

beforeEach(() => {
  clock.set(new Date(Math.floor(Date.now() / 1000) * 1000));
  events.length = 0;
});
afterEach(async () => {
  await assertLedgerBalanced(app);
  clock.reset();
});

const get = (user: TestUser | null, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...(user?.headers ?? {}), ...headers } });
const post = (user: TestUser, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: user.headers, payload });
const passOf = async (driver: TestUser, id: number) =>
  (await get(driver, `/api/reservations/${id}/pass`)).json().token as string;
const checkPass = (owner: TestUser, token: string) =>
  app.inject({ method: 'GET', url: '/api/parking-lots/check', query: { token }, headers: owner.headers });

/** An owner's lot, a driver with a car, and `count` helpers to book it. */
async function scene() {
  const owner = await createUser(app, { language: 'en' });
  const driver = await createUser(app, { language: 'en' });
  const lot = await createLot(app, owner);
  const car = await createAutomobile(app, driver);
  await grantCredits(app, driver, 2000);
  const book = async (startIn: number, endIn: number, lotId = lot.id) => {
    const res = await postReservation(app, driver, lotId, car.id, startIn, endIn);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  return { owner, driver, lot, car, book };
}

const check = (registration: string, verdict = 'cancelled', at = inMinutes(app, 0)) => ({
  client_id: randomUUID(),
  checked_at: at,
  registration,
  verdict,
});

describe("the owner's online check of a pass", () => {
  it("says cancelled, why and when, for a refunded reservation's token, and valid for a live one", async () => {
    const { owner, driver, car, book } = await scene();
    const reported = await book(5, 65);
    const live = await book(70, 130);
    const token = await passOf(driver, reported);
    const liveToken = await passOf(driver, live);
    clock.advance(6 * MIN);
    expect((await post(driver, `/api/reservations/${reported}/report`, { reason: 'occupied' })).statusCode).toBe(200);
    const reportedAt = inMinutes(app, 0);

    const res = await checkPass(owner, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      reservation_id: reported,
      registration: car.registrationNumber,
      verdict: 'cancelled',
      reason: 'reported_occupied',
      revoked_at: reportedAt,
    });
    const other = await checkPass(owner, liveToken);
    expect(other.json().data).toMatchObject({ verdict: 'not_yet', revoked_at: null, reason: null });
    clock.advance(65 * MIN);
    expect((await checkPass(await fresh(owner), liveToken)).json().data.verdict).toBe('valid');
  });

  it("refuses what is not this installation's pass (422) and another owner's pass (404)", async () => {
    const { owner, driver, book } = await scene();
    const token = await passOf(driver, await book(5, 65));
    const changed = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    const forged = await checkPass(owner, changed);
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errors.token).toEqual(['This is not a Loc Liber pass: its signature does not match.']);
    const stranger = await createUser(app);
    expect((await checkPass(stranger, token)).statusCode).toBe(404);
    expect((await checkPass(driver, token)).statusCode).toBe(404);
  });
});

describe('the revoked passes of an owner', () => {
  it("hold exactly the caller's lots' passes revoked since a time, and the service worker's feed the same", async () => {
    const { owner, driver, lot, book } = await scene();
    const second = await createLot(app, owner);
    const elsewhere = await scene();
    const before = await book(5, 65);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/reservations/${before}`,
          headers: driver.headers,
          payload: { status: 'cancelled' },
        })
      ).statusCode,
    ).toBe(200);
    clock.advance(MIN);
    const since = inMinutes(app, 0);
    const reported = await book(10, 70);
    const byOwner = await book(80, 140, second.id);
    const finished = await book(150, 210);
    const stillLive = await book(220, 280);
    const othersLot = await elsewhere.book(5, 65);
    await app.inject({
      method: 'PUT',
      url: `/api/reservations/${byOwner}`,
      headers: owner.headers,
      payload: { status: 'cancelled', reason: 'Gate broken' },
    });
    await app.inject({
      method: 'PUT',
      url: `/api/reservations/${othersLot}`,
      headers: elsewhere.driver.headers,
      payload: { status: 'cancelled' },
    });
    clock.advance(2 * MIN);
    expect((await post(driver, `/api/reservations/${reported}/report`, { reason: 'blocked' })).statusCode).toBe(200);
    clock.advance(150 * MIN);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/reservations/${finished}`,
          headers: (await fresh(driver)).headers,
          payload: { status: 'finalized' },
        })
      ).statusCode,
    ).toBe(200);

    const res = await get(await fresh(owner), `/api/parking-lots/revoked-passes?since=${encodeURIComponent(since)}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = revokedPassesBody.parse(res.json());
    expect(body.data.map((r) => [r.reservation_id, r.parking_lot_id, r.reason])).toEqual([
      [reported, lot.id, 'reported_blocked'],
      [byOwner, second.id, 'cancelled_by_owner'],
      [finished, lot.id, 'finished_early'],
    ]);
    expect(body.meta.synced_at).toBe(inMinutes(app, 0));
    // Without `since`: 30 days back, so the earlier cancel by the driver too; never a live one.
    const all = revokedPassesBody.parse((await get(await fresh(owner), '/api/parking-lots/revoked-passes')).json());
    expect(all.data.map((r) => r.reservation_id)).toEqual([before, reported, byOwner, finished]);
    expect(all.data.map((r) => r.reason)[0]).toBe('cancelled_by_driver');
    expect(all.data.some((r) => r.reservation_id === stillLive)).toBe(false);

    const feed = await get(null, `/api/parking-lots/revoked-passes/feed?since=${encodeURIComponent(since)}`, {
      'x-feed-token': body.meta.feed_token,
    });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.json().data).toEqual(body.data);
    expect((await get(null, '/api/parking-lots/revoked-passes/feed', { 'x-feed-token': 'x.y' })).statusCode).toBe(403);
    expect((await get(null, '/api/parking-lots/revoked-passes?since=tomorrow')).statusCode).toBe(401);
    const bad = await get(await fresh(owner), '/api/parking-lots/revoked-passes?since=tomorrow');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['since']);
  });

  it("ends the service worker's feed with the sign-in that issued it", async () => {
    const { owner } = await scene();
    const { feed_token } = (await get(owner, '/api/parking-lots/revoked-passes')).json().meta;
    const url = '/api/parking-lots/revoked-passes/feed';
    expect((await get(null, url, { 'x-feed-token': feed_token })).statusCode).toBe(200);
    expect((await get(owner, '/api/logout')).statusCode).toBe(200);
    const after = await get(null, url, { 'x-feed-token': feed_token, 'accept-language': 'en' });
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe('This device is no longer signed in: open the app to check passes again.');
  });
});

describe("the owner's checks as evidence", () => {
  it('contest a report once when the car was seen on the lot after it; retries change nothing', async () => {
    const admin = await createUser(app, { isAdmin: true, language: 'en' });
    const { owner, driver, lot, car, book } = await scene();
    const id = await book(5, 65);
    clock.advance(2 * MIN);
    // Seen before the report: no evidence against it.
    const early = check(car.registrationNumber, 'not_yet');
    clock.advance(4 * MIN);
    expect((await post(driver, `/api/reservations/${id}/report`, { reason: 'occupied' })).statusCode).toBe(200);
    clock.advance(3 * MIN);
    const seen = check(car.registrationNumber, 'cancelled');
    const other = check('B999ZZZ', 'not_booked');
    const upload = { checks: [early, seen, other] };

    const first = await post(owner, `/api/parking-lots/${lot.id}/checks`, upload);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual([
      { client_id: early.client_id, contested_reservation_id: null },
      { client_id: seen.client_id, contested_reservation_id: id },
      { client_id: other.client_id, contested_reservation_id: null },
    ]);
    clock.advance(MIN);
    const again = await post(owner, `/api/parking-lots/${lot.id}/checks`, upload);
    expect(again.json()).toEqual(first.json());
    expect(events.filter((e) => e.type === 'contested')).toHaveLength(1);

    const view = (await get(admin, `/api/admin/reservations/${id}`)).json().data;
    expect(view.report).toMatchObject({
      contested_at: seen.checked_at,
      contest_note: null,
      contest_evidence: { checked_at: seen.checked_at, registration: car.registrationNumber, verdict: 'cancelled' },
    });
    const [told] = await waitForNotifications(app, driver.headers, (n) => n.title === 'Report contested');
    expect(told?.message).toContain(`checked ${car.registrationNumber} on the lot at`);
    // Contested already: the owner's own contest is refused as for any contest made.
    expect((await post(owner, `/api/reservations/${id}/contest`, { note: 'Also me.' })).statusCode).toBe(409);
  });

  it("belong to the lot's owner only, and say which time is wrong", async () => {
    const { owner, lot, car } = await scene();
    const stranger = await createUser(app);
    const upload = { checks: [check(car.registrationNumber)] };
    expect((await post(stranger, `/api/parking-lots/${lot.id}/checks`, upload)).statusCode).toBe(404);
    const res = await post(owner, `/api/parking-lots/${lot.id}/checks`, {
      checks: [check('B1ABC', 'valid', 'yesterday'), check('B1ABC', 'valid', inMinutes(app, 30)), check('b-1 abc')],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'checks.0.checked_at': ['Enter a valid date and time.'],
      'checks.1.checked_at': ['A check cannot be later than now: is the phone’s clock right?'],
    });
    const bad = await post(owner, `/api/parking-lots/${lot.id}/checks`, {
      checks: [{ ...check('?'), client_id: 'x' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['checks.0.client_id', 'checks.0.registration']);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('checks uploaded at once (PostgreSQL)', () => {
  it('contest a report once when two devices send different sightings at the same moment', async () => {
    const { owner, driver, lot, car, book } = await scene();
    const id = await book(5, 65);
    clock.advance(6 * MIN);
    expect((await post(driver, `/api/reservations/${id}/report`, { reason: 'occupied' })).statusCode).toBe(200);
    clock.advance(2 * MIN);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        post(owner, `/api/parking-lots/${lot.id}/checks`, { checks: [check(car.registrationNumber)] }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const contested = answers.filter((a) => a.json().data[0].contested_reservation_id === id);
    expect(contested).toHaveLength(1);
    expect(events.filter((e) => e.type === 'contested')).toHaveLength(1);
  });
});

/** The user signed in again at the app's clock (access tokens expire as the clock moves on). */
async function fresh(user: TestUser): Promise<TestUser> {
  const { createSession } = await import('../../src/server/modules/auth/session-repository');
  const { accessToken } = await createSession(app.deps.db, user, true, app.deps.now());
  return { ...user, token: accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}
