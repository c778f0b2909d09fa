import type { FastifyInstance } from 'fastify';
import { beforeEach } from 'vitest';
import { formatApiDateTime } from '../../src/domain/date-time';
import type { ReservationEvent } from '../../src/server/lib/app-events';
import { createUser, type TestUser } from './factories';
import { createAutomobile, createLot, grantCredits } from './fixtures-parking';
import { checkLedgerEachTest } from './ledger';
import type { TestContext } from './test-app';

const MIN = 60_000;

/**
 * The frame of the reservation specs, as vitest hooks: before each test the clock stands on
 * a whole second and the event list is emptied; after each, the ledger must balance and the
 * clock goes back to real time. Returns the reservation events the app emits.
 */
export function watchReservations(app: FastifyInstance, clock: TestContext['clock']): ReservationEvent[] {
  const events: ReservationEvent[] = [];
  app.deps.events.on('reservation', (e) => events.push(e));
  checkLedgerEachTest(app, clock, () => new Date(Math.floor(Date.now() / 1000) * 1000));
  beforeEach(() => {
    events.length = 0;
  });
  return events;
}

/** 'YYYY-MM-DD HH:mm:ss' at `minutes` from the app's clock. */
export function inMinutes(app: FastifyInstance, minutes: number): string {
  return formatApiDateTime(new Date(app.deps.now().getTime() + minutes * MIN), app.deps.config.APP_TIMEZONE) ?? '';
}

/** POST /api/reservations: the driver books car `automobileId` on lot `lotId` from `startIn` to `endIn` minutes from the app's clock. */
export function postReservation(
  app: FastifyInstance,
  driver: TestUser,
  lotId: number,
  automobileId: number,
  startIn: number,
  endIn: number,
) {
  return app.inject({
    method: 'POST',
    url: '/api/reservations',
    headers: driver.headers,
    payload: {
      parking_lot_id: lotId,
      automobile_id: automobileId,
      start_time: inMinutes(app, startIn),
      end_time: inMinutes(app, endIn),
    },
  });
}

export async function balanceOf(app: FastifyInstance, user: TestUser): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/api/credits', headers: user.headers });
  return res.json().balance as number;
}

/** An owner with a lot, a driver with a car and credits, and a booking through the API. */
export async function bookedReservation(
  app: FastifyInstance,
  options: { startIn?: number; endIn?: number; credits?: number } = {},
) {
  const { startIn = 10, endIn = 70, credits = 500 } = options;
  const owner = await createUser(app, { language: 'en', name: 'Owner' });
  const driver = await createUser(app, { language: 'en', name: 'Driver' });
  const lot = await createLot(app, owner);
  const car = await createAutomobile(app, driver);
  await grantCredits(app, driver, credits);
  const res = await postReservation(app, driver, lot.id, car.id, startIn, endIn);
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return { owner, driver, lot, car, reservation: res.json() as { id: number; credits_reserved: number } };
}

/** A new driver's booking of lot `lotId` from `startIn` to `endIn` minutes from now (201 expected). */
export async function bookLotAsNewDriver(app: FastifyInstance, lotId: number, startIn: number, endIn: number) {
  const driver = await createUser(app, { language: 'en' });
  const car = await createAutomobile(app, driver);
  await grantCredits(app, driver, 500);
  const res = await postReservation(app, driver, lotId, car.id, startIn, endIn);
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return { driver, reservation: res.json() as { id: number; start_time: string } };
}

export function setStatus(app: FastifyInstance, user: TestUser, id: number, status: 'cancelled' | 'finalized') {
  return app.inject({ method: 'PUT', url: `/api/reservations/${id}`, headers: user.headers, payload: { status } });
}
