import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories';
import { balanceOf, bookedReservation, setStatus, watchReservations } from '../support/reservation-helpers';
import { createTestApp } from '../support/test-app';

const { app, clock } = await createTestApp();
const MIN = 60_000;
const advance = (minutes: number, seconds = 0) => clock.advance(minutes * MIN + seconds * 1000);

const events = watchReservations(app, clock);

/** The fee account keeps no running balance: it is the sum of its entries. */
const systemFee = async () => {
  const result = (await app.deps.db.execute(sql`
    select coalesce(sum(e.amount), 0)::int as total from ledger_entries e
    join ledger_accounts a on a.id = e.account_id where a.type = 'system_fee'`)) as unknown as {
    rows: { total: number }[];
  };
  return result.rows[0]?.total ?? 0;
};

describe('finalize', () => {
  it('charges the minimum when finished early, refunds the rest and pays the owner minus the fee', async () => {
    const { owner, driver, reservation } = await bookedReservation(app, { startIn: 10, endIn: 70 });
    const feeBefore = await systemFee();
    advance(15);
    const res = await setStatus(app, driver, reservation.id, 'finalized');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'finalized', credits_reserved: 60, credits_paid: 15 });
    expect(res.json().finalized_at).toBe(res.json().ended_at);
    expect(await balanceOf(app, driver)).toBe(500 - 15);
    expect(await balanceOf(app, owner)).toBe(10);
    expect((await systemFee()) - feeBefore).toBe(5);
  });

  it('charges the started minutes after the minimum', async () => {
    const { owner, driver, reservation } = await bookedReservation(app, { startIn: 10, endIn: 70 });
    advance(10 + 40, 20);
    const res = await setStatus(app, driver, reservation.id, 'finalized');
    expect(res.json().credits_paid).toBe(41);
    expect(await balanceOf(app, driver)).toBe(500 - 41);
    expect(await balanceOf(app, owner)).toBe(36);
  });

  it('refuses to finalize before the start (409) and lets only the driver finalize', async () => {
    const { owner, driver, reservation } = await bookedReservation(app);
    const early = await setStatus(app, driver, reservation.id, 'finalized');
    expect(early.statusCode).toBe(409);
    advance(20);
    expect((await setStatus(app, owner, reservation.id, 'finalized')).statusCode).toBe(403);
    expect((await setStatus(app, driver, reservation.id, 'finalized')).statusCode).toBe(200);
  });

  it('answers 409 to a second finalize and settles once', async () => {
    const { driver, reservation } = await bookedReservation(app);
    advance(30);
    expect((await setStatus(app, driver, reservation.id, 'finalized')).statusCode).toBe(200);
    const again = await setStatus(app, driver, reservation.id, 'finalized');
    expect(again.statusCode).toBe(409);
    expect(events.filter((e) => e.type === 'finalized')).toHaveLength(1);
  });
});

describe('cancel', () => {
  it('lets the driver cancel before the start with a full refund', async () => {
    const { owner, driver, reservation } = await bookedReservation(app);
    const res = await setStatus(app, driver, reservation.id, 'cancelled');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', credits_paid: 0 });
    expect(await balanceOf(app, driver)).toBe(500);
    expect(await balanceOf(app, owner)).toBe(0);
  });

  it('refuses the driver cancelling after the start', async () => {
    const { driver, reservation } = await bookedReservation(app);
    advance(15);
    const res = await setStatus(app, driver, reservation.id, 'cancelled');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The reservation has already started: finalize it instead of cancelling.');
    expect(await balanceOf(app, driver)).toBe(440);
  });

  it('lets the driver cancel a started reservation within 2 minutes of booking, with everything back', async () => {
    const { owner, driver, reservation } = await bookedReservation(app, { startIn: 0, endIn: 60 });
    advance(1, 50);
    const res = await setStatus(app, driver, reservation.id, 'cancelled');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', credits_paid: 0 });
    expect(await balanceOf(app, driver)).toBe(500);
    expect(await balanceOf(app, owner)).toBe(0);
  });

  it('refuses that honest-mistake cancel once 2 minutes passed since booking, though the start was just now', async () => {
    const { driver, reservation } = await bookedReservation(app, { startIn: 0, endIn: 60 });
    advance(2);
    const res = await setStatus(app, driver, reservation.id, 'cancelled');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The reservation has already started: finalize it instead of cancelling.');
    expect(await balanceOf(app, driver)).toBe(440);
  });

  it.each([
    ['before the start', 0],
    ['while active', 15],
  ])('lets the owner cancel %s with a full refund to the driver', async (_when, minutes) => {
    const { owner, driver, reservation } = await bookedReservation(app);
    advance(minutes);
    const res = await setStatus(app, owner, reservation.id, 'cancelled');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', type: 'received' });
    expect(await balanceOf(app, driver)).toBe(500);
    expect(await balanceOf(app, owner)).toBe(0);
  });

  it('lets an administrator cancel an active reservation', async () => {
    const { driver, reservation } = await bookedReservation(app);
    const admin = await createUser(app, { language: 'en', isAdmin: true });
    advance(20);
    expect((await setStatus(app, admin, reservation.id, 'cancelled')).statusCode).toBe(200);
    expect(await balanceOf(app, driver)).toBe(500);
  });

  it('hides the reservation from anyone else (404) and changes nothing', async () => {
    const { driver, reservation } = await bookedReservation(app);
    const stranger = await createUser(app, { language: 'en' });
    expect((await setStatus(app, stranger, reservation.id, 'cancelled')).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/reservations/${reservation.id}`, headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
    expect(await balanceOf(app, driver)).toBe(440);
  });

  it.each(['cancelled', 'finalized'] as const)('answers 409 to %s on a cancelled reservation', async (target) => {
    const { driver, reservation } = await bookedReservation(app);
    await setStatus(app, driver, reservation.id, 'cancelled');
    advance(20);
    expect((await setStatus(app, driver, reservation.id, target)).statusCode).toBe(409);
  });
});

describe('expiry', () => {
  it('settles in full once the end has passed; finalize and cancel then answer 409', async () => {
    const { owner, driver, reservation } = await bookedReservation(app, { startIn: 5, endIn: 25 });
    advance(26);
    const finalize = await setStatus(app, driver, reservation.id, 'finalized');
    expect(finalize.statusCode).toBe(409);
    expect((await setStatus(app, owner, reservation.id, 'cancelled')).statusCode).toBe(409);
    const res = await app.inject({
      method: 'GET',
      url: `/api/reservations/${reservation.id}`,
      headers: driver.headers,
    });
    expect(res.json()).toMatchObject({ status: 'expired', credits_paid: 20, finalized_at: null });
    expect(res.json().ended_at).toBe(res.json().end_time);
    expect(await balanceOf(app, driver)).toBe(480);
    expect(await balanceOf(app, owner)).toBe(15);
    expect(events.filter((e) => e.type === 'expired')).toHaveLength(1);
  });

  it('shows a reservation whose start has passed as active before any sweep', async () => {
    const { driver, reservation } = await bookedReservation(app);
    advance(11);
    const res = await app.inject({
      method: 'GET',
      url: `/api/reservations/${reservation.id}`,
      headers: driver.headers,
    });
    expect(res.json().status).toBe('active');
  });
});

describe('events', () => {
  it('reports each transition once, after it happened', async () => {
    const { owner, driver, reservation } = await bookedReservation(app);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'created',
        reservationId: reservation.id,
        driverId: driver.id,
        ownerId: owner.id,
        actorId: driver.id,
      }),
    ]);
    await setStatus(app, owner, reservation.id, 'cancelled');
    await setStatus(app, owner, reservation.id, 'cancelled');
    expect(events.map((e) => e.type)).toEqual(['created', 'cancelled']);
    expect(events[1]?.actorId).toBe(owner.id);
  });
});
