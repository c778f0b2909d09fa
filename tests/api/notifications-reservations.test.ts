import { beforeEach, describe, expect, it } from 'vitest';
import { formatApiDateTime } from '../../src/domain/date-time';
import { runEndingSoon } from '../../src/server/jobs/reminders';
import { sweepReservations } from '../../src/server/jobs/reservation-sweeper';
import { createUser, type TestUser } from '../support/factories';
import { createAutomobile, createLot, grantCredits } from '../support/fixtures-parking';
import { listNotifications, waitForNotifications, type NotificationJson } from '../support/notifications';
import { createTestApp } from '../support/test-app';

const { app, clock } = await createTestApp();
const MIN = 60_000;
const at = (offsetMinutes: number) =>
  formatApiDateTime(new Date(clock.now().getTime() + offsetMinutes * MIN), 'Europe/Bucharest');

beforeEach(() => clock.set(new Date(Math.floor(Date.now() / 1000) * 1000)));

async function setup() {
  const owner = await createUser(app, { name: 'Owner', language: 'en' });
  const driver = await createUser(app, { name: 'Driver', language: 'ro' });
  const lot = await createLot(app, owner);
  const car = await createAutomobile(app, driver, { registrationNumber: 'B55NOT' });
  await grantCredits(app, driver, 500);
  return { owner, driver, lot, car };
}

async function book(driver: TestUser, lotId: number, carId: number, from: number, to: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/reservations',
    headers: driver.headers,
    payload: { parking_lot_id: lotId, automobile_id: carId, start_time: at(from), end_time: at(to) },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

const setStatus = (user: TestUser, id: number, status: 'cancelled' | 'finalized') =>
  app.inject({ method: 'PUT', url: `/api/reservations/${id}`, headers: user.headers, payload: { status } });

const about = (id: number, title: string) => (n: NotificationJson) => n.reservation_id === id && n.title === title;

describe('reservation notifications', () => {
  it('tell the owner of a new reservation and the other party of a cancellation, in their languages', async () => {
    const { owner, driver, lot, car } = await setup();
    const [credits] = await waitForNotifications(app, driver.headers, (n) => n.url === '/credits');
    expect(credits?.message).toBe('Au fost adăugate 500 de credite în contul tău.');

    const first = await book(driver, lot.id, car.id, 10, 40);
    const [received] = await waitForNotifications(app, owner.headers, about(first, 'New reservation'));
    expect(received).toMatchObject({ url: `/reservations/${first}`, reservation_id: first });
    expect(received?.message).toContain(`Parking lot ${lot.identifier} is reserved for B55NOT`);

    expect((await setStatus(driver, first, 'cancelled')).statusCode).toBe(200);
    await waitForNotifications(app, owner.headers, about(first, 'Reservation cancelled'));

    const second = await book(driver, lot.id, car.id, 50, 80);
    expect((await setStatus(owner, second, 'cancelled')).statusCode).toBe(200);
    await waitForNotifications(app, driver.headers, about(second, 'Rezervare anulată'));

    // Nobody hears of their own cancellation.
    expect((await listNotifications(app, driver.headers)).some(about(first, 'Rezervare anulată'))).toBe(false);
    expect((await listNotifications(app, owner.headers)).some(about(second, 'Reservation cancelled'))).toBe(false);
  });

  it("quote the owner's reason for a cancellation to the driver, and show it on the reservation", async () => {
    const { owner, driver, lot, car } = await setup();
    const id = await book(driver, lot.id, car.id, 10, 40);
    const cancel = (reason: unknown) =>
      app.inject({
        method: 'PUT',
        url: `/api/reservations/${id}`,
        headers: { ...owner.headers, 'accept-language': 'en' },
        payload: { status: 'cancelled', reason },
      });
    const tooLong = await cancel('x'.repeat(201));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({ reason: ['Must be at most 200 characters.'] });
    const res = await cancel('  Poarta e blocată azi  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', cancel_reason: 'Poarta e blocată azi' });
    const [notice] = await waitForNotifications(app, driver.headers, about(id, 'Rezervare anulată'));
    expect(notice?.message).toMatch(/Motiv: „Poarta e blocată azi”$/);
    const seen = await app.inject({ method: 'GET', url: `/api/reservations/${id}`, headers: driver.headers });
    expect(seen.json().cancel_reason).toBe('Poarta e blocată azi');
  });

  it('tell the driver when it starts and 10 minutes before its end, and both parties when it expires, once each', async () => {
    const { owner, driver, lot, car } = await setup();
    const id = await book(driver, lot.id, car.id, 1, 20);

    clock.advance(2 * MIN);
    await sweepReservations(app.deps);
    await waitForNotifications(app, driver.headers, about(id, 'Rezervarea a început'));

    clock.advance(5 * MIN);
    expect(await runEndingSoon(app.deps, clock.now())).toBe(0);
    clock.advance(5 * MIN);
    await Promise.all([runEndingSoon(app.deps, clock.now()), runEndingSoon(app.deps, clock.now())]);
    await runEndingSoon(app.deps, clock.now());

    clock.advance(10 * MIN);
    await Promise.all([sweepReservations(app.deps), sweepReservations(app.deps)]);
    const [driverExpired] = await waitForNotifications(app, driver.headers, about(id, 'Rezervare expirată'));
    await waitForNotifications(app, owner.headers, about(id, 'Reservation expired'));
    expect(driverExpired?.url).toBe(`/reservations/${id}`);

    const driverTitles = (await listNotifications(app, driver.headers))
      .filter((n) => n.reservation_id === id)
      .map((n) => n.title);
    expect(driverTitles).toEqual(['Rezervarea a început', 'Rezervarea se încheie curând', 'Rezervare expirată']);
  });

  it('tell the owner when the driver finalizes', async () => {
    const { owner, driver, lot, car } = await setup();
    const id = await book(driver, lot.id, car.id, 1, 60);
    clock.advance(20 * MIN);
    expect((await setStatus(driver, id, 'finalized')).statusCode).toBe(200);
    const [finalized] = await waitForNotifications(app, owner.headers, about(id, 'Reservation finalized'));
    expect(finalized?.message).toBe(`The reservation of parking lot ${lot.identifier} for B55NOT was finalized.`);
  });
});
