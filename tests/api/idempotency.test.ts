import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { purgeIdempotencyKeys } from '../../src/server/lib/idempotency';
import { createUser } from '../support/factories';
import { createAutomobile, createLot, grantCredits } from '../support/fixtures-parking';
import { assertLedgerBalanced } from '../support/ledger';
import { balanceOf, bookedReservation, inMinutes } from '../support/reservation-helpers';
import { createTestApp } from '../support/test-app';

const { app, clock } = await createTestApp();

beforeEach(() => clock.set(new Date(Math.floor(Date.now() / 1000) * 1000)));
afterEach(async () => {
  await assertLedgerBalanced(app);
  clock.reset();
});

async function driverAndLot() {
  const owner = await createUser(app, { language: 'en' });
  const driver = await createUser(app, { language: 'en' });
  const lot = await createLot(app, owner);
  const car = await createAutomobile(app, driver);
  await grantCredits(app, driver, 300);
  const payload = {
    parking_lot_id: lot.id,
    automobile_id: car.id,
    start_time: inMinutes(app, 10),
    end_time: inMinutes(app, 40),
  };
  return { driver, lot, payload };
}

const post = (headers: Record<string, string>, key: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/reservations', headers: { ...headers, 'idempotency-key': key }, payload });

describe('Idempotency-Key', () => {
  it('replays the first answer to a retried booking and books once', async () => {
    const { driver, payload } = await driverAndLot();
    const first = await post(driver.headers, 'booking-1', payload);
    const retry = await post(driver.headers, 'booking-1', payload);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await balanceOf(app, driver)).toBe(270);
    const list = await app.inject({ method: 'GET', url: '/api/reservations', headers: driver.headers });
    expect(list.json().data).toHaveLength(1);
  });

  it('runs parallel duplicates once and answers them alike', async () => {
    const { driver, payload } = await driverAndLot();
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(driver.headers, 'burst', payload)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await balanceOf(app, driver)).toBe(270);
  });

  it('replays a refusal too', async () => {
    const { driver, payload } = await driverAndLot();
    const tooEarly = { ...payload, start_time: inMinutes(app, -30) };
    const first = await post(driver.headers, 'k-refused', tooEarly);
    const retry = await post(driver.headers, 'k-refused', tooEarly);
    expect(first.statusCode).toBe(422);
    expect(retry.statusCode).toBe(422);
    expect(retry.json()).toEqual(first.json());
  });

  it('refuses the same key with a different body (422)', async () => {
    const { driver, payload } = await driverAndLot();
    await post(driver.headers, 'k-2', payload);
    const other = await post(driver.headers, 'k-2', { ...payload, end_time: inMinutes(app, 50) });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different request.');
  });

  it('keeps keys per user', async () => {
    const a = await driverAndLot();
    const b = await driverAndLot();
    expect((await post(a.driver.headers, 'shared', a.payload)).statusCode).toBe(201);
    expect((await post(b.driver.headers, 'shared', b.payload)).statusCode).toBe(201);
  });

  it('replays a retried finalize instead of answering 409', async () => {
    const { driver, reservation } = await bookedReservation(app);
    clock.advance(20 * 60_000);
    const put = () =>
      app.inject({
        method: 'PUT',
        url: `/api/reservations/${reservation.id}`,
        headers: { ...driver.headers, 'idempotency-key': 'fin-1' },
        payload: { status: 'finalized' },
      });
    const first = await put();
    const retry = await put();
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
  });

  it('refuses a malformed key', async () => {
    const { driver, payload } = await driverAndLot();
    expect((await post(driver.headers, 'x'.repeat(300), payload)).statusCode).toBe(422);
  });

  it('forgets keys after 24 hours', async () => {
    const { driver, payload } = await driverAndLot();
    await post(driver.headers, 'old-key', payload);
    expect(await purgeIdempotencyKeys(app.deps.db, new Date(clock.now().getTime() + 23 * 3600_000))).toBe(0);
    expect(
      await purgeIdempotencyKeys(app.deps.db, new Date(clock.now().getTime() + 25 * 3600_000)),
    ).toBeGreaterThanOrEqual(1);
  });
});
