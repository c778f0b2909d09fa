import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../support/factories';
import { createAutomobile, createLot, grantCredits } from '../support/fixtures-parking';
import { assertLedgerBalanced } from '../support/ledger';
import { inMinutes, setStatus } from '../support/reservation-helpers';
import { createTestApp } from '../support/test-app';

const { app, clock } = await createTestApp();

beforeEach(() => clock.set(new Date(Math.floor(Date.now() / 1000) * 1000)));
afterEach(async () => {
  await assertLedgerBalanced(app);
  clock.reset();
});

/** One user who both drives (books Bob's lot) and owns (Carol books theirs). */
async function scene() {
  const alice = await createUser(app, { name: 'Alice' });
  const bob = await createUser(app, { name: 'Bob' });
  const carol = await createUser(app, { name: 'Carol', phone: '0722000111' });
  const alicesLot = await createLot(app, alice, { identifier: 'ALICE-1' });
  const bobsLot = await createLot(app, bob, { identifier: 'BOB-7' });
  const car = await createAutomobile(app, alice);
  await grantCredits(app, alice, 300);
  await grantCredits(app, carol, 300);
  const book = async (
    user: typeof alice,
    lotId: number,
    start: number,
    end: number,
    extra: Record<string, unknown>,
  ) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: user.headers,
      payload: { parking_lot_id: lotId, start_time: inMinutes(app, start), end_time: inMinutes(app, end), ...extra },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number };
  };
  const sent = await book(alice, bobsLot.id, 10, 40, { automobile_id: car.id });
  const received = await book(carol, alicesLot.id, 60, 90, { automobile_registration: 'CJ22CAR' });
  const cancelled = await book(alice, bobsLot.id, 100, 130, { automobile_id: car.id });
  await setStatus(app, alice, cancelled.id, 'cancelled');
  return { alice, bob, carol, sent, received, cancelled };
}

const list = (headers: Record<string, string>, query = '') =>
  app.inject({ method: 'GET', url: `/api/reservations${query}`, headers });

describe('GET /api/reservations', () => {
  it('lists sent and received reservations with the fields of the contract', async () => {
    const { alice, sent, received } = await scene();
    const res = await list(alice.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ total: 3, current_page: 1 });
    const got = body.data.find((r: { id: number }) => r.id === received.id);
    expect(got).toMatchObject({
      type: 'received',
      made_by: 'Carol',
      phone: '0722000111',
      place: 'ALICE-1',
      status: 'scheduled',
      cancel_reason: null,
    });
    expect(Object.keys(got).sort()).toEqual(
      [
        'id',
        'status',
        'user_id',
        'parking_lot_id',
        'automobile_id',
        'automobile_registration',
        'visitor_phone',
        'start_time',
        'end_time',
        'credits_reserved',
        'credits_paid',
        'created_at',
        'finalized_at',
        'ended_at',
        'cancelled_at',
        'cancel_reason',
        'made_by',
        'phone',
        'place',
        'report',
        'zone',
        'location',
        'address',
        'access',
        'access_instructions',
        'type',
        'parking_lot',
      ].sort(),
    );
    expect(body.data.find((r: { id: number }) => r.id === sent.id)).toMatchObject({ type: 'sent', place: 'BOB-7' });
  });

  it('filters by type, status and place', async () => {
    const { alice, sent, received, cancelled } = await scene();
    const ids = async (query: string) =>
      (await list(alice.headers, query))
        .json()
        .data.map((r: { id: number }) => r.id)
        .sort();
    expect(await ids('?type=sent')).toEqual([sent.id, cancelled.id].sort());
    expect(await ids('?type=received')).toEqual([received.id]);
    expect(await ids('?status=cancelled')).toEqual([cancelled.id]);
    expect(await ids('?status=scheduled_or_active')).toEqual([sent.id, received.id].sort());
    expect(await ids('?place=bob')).toEqual([sent.id, cancelled.id].sort());
    expect(await ids('?place=%25')).toEqual([]);
  });

  it('reads statuses from the clock and settles expiries before answering', async () => {
    const { alice, bob, sent } = await scene();
    clock.advance(15 * 60_000);
    expect((await list(alice.headers, '?status=active')).json().data.map((r: { id: number }) => r.id)).toEqual([
      sent.id,
    ]);
    clock.advance(30 * 60_000);
    const expired = (await list(bob.headers, '?status=expired')).json().data;
    expect(expired.map((r: { id: number }) => r.id)).toEqual([sent.id]);
    expect(expired[0]).toMatchObject({ credits_paid: 30, type: 'received' });
    const credits = await app.inject({ method: 'GET', url: '/api/credits', headers: bob.headers });
    expect(credits.json().balance).toBe(25);
  });

  it('shows nobody else the reservations', async () => {
    await scene();
    const stranger = await createUser(app);
    expect((await list(stranger.headers)).json().data).toEqual([]);
  });

  it('refuses an unknown status filter', async () => {
    const { alice } = await scene();
    const res = await list(alice.headers, '?status=whatever');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.status).toBeDefined();
  });
});

describe('GET /api/reservations/:id', () => {
  it('answers either party and 404 for anyone else or a malformed id', async () => {
    const { alice, bob, sent } = await scene();
    expect(
      (await app.inject({ method: 'GET', url: `/api/reservations/${sent.id}`, headers: alice.headers })).json().type,
    ).toBe('sent');
    expect(
      (await app.inject({ method: 'GET', url: `/api/reservations/${sent.id}`, headers: bob.headers })).json().type,
    ).toBe('received');
    const stranger = await createUser(app);
    expect(
      (await app.inject({ method: 'GET', url: `/api/reservations/${sent.id}`, headers: stranger.headers })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/reservations/abc', headers: alice.headers })).statusCode).toBe(
      404,
    );
  });
});
