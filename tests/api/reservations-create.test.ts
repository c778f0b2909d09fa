import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatApiDateTime } from '../../src/domain/date-time';
import { createUser } from '../support/factories';
import { createAutomobile, createLocation, createLot, grantCredits } from '../support/fixtures-parking';
import { assertLedgerBalanced } from '../support/ledger';
import { createTestApp } from '../support/test-app';

const { app, clock } = await createTestApp();
const zone = 'Europe/Bucharest';
const MIN = 60_000;
const at = (offsetMinutes: number) => formatApiDateTime(new Date(clock.now().getTime() + offsetMinutes * MIN), zone);

// A still clock on a whole second: the API's date-times have no milliseconds.
beforeEach(() => clock.set(new Date(Math.floor(Date.now() / 1000) * 1000)));

afterEach(async () => {
  await assertLedgerBalanced(app);
  clock.reset();
});

async function setup(credits = 500) {
  const owner = await createUser(app, { language: 'en', name: 'Owner' });
  const driver = await createUser(app, { language: 'en', name: 'Driver', phone: '+40 712 345 678' });
  const lot = await createLot(app, owner);
  const car = await createAutomobile(app, driver, { registrationNumber: 'B123ABC' });
  if (credits > 0) await grantCredits(app, driver, credits);
  return { owner, driver, lot, car };
}

const book = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/reservations', headers, payload });
const balance = async (headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/credits', headers })).json().balance as number;

describe('POST /api/reservations', () => {
  it('books with an own automobile and holds the required credits', async () => {
    const { driver, lot, car } = await setup();
    const res = await book(driver.headers, {
      parking_lot_id: lot.id,
      automobile_id: car.id,
      start_time: at(10),
      end_time: at(70),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'scheduled',
      user_id: driver.id,
      parking_lot_id: lot.id,
      automobile_id: car.id,
      automobile_registration: 'B123ABC',
      credits_reserved: 60,
      credits_paid: 0,
      made_by: 'Driver',
      phone: '+40 712 345 678',
      place: lot.identifier,
      zone: 'Zona A',
      access: 'free_public',
      type: 'sent',
      parking_lot: { id: lot.id, identifier: lot.identifier },
    });
    expect(await balance(driver.headers)).toBe(440);
  });

  it('holds the minimum for a short booking', async () => {
    const { driver, lot, car } = await setup();
    const res = await book(driver.headers, {
      parking_lot_id: lot.id,
      automobile_id: car.id,
      start_time: at(5),
      end_time: at(10),
    });
    expect(res.json().credits_reserved).toBe(15);
    expect(await balance(driver.headers)).toBe(485);
  });

  it('books as a visitor with a normalized registration and phone', async () => {
    const { driver, lot } = await setup();
    const res = await book(driver.headers, {
      parking_lot_id: lot.id,
      automobile_registration: ' b-99 xyz',
      visitor_phone: '+40 711 222 333',
      start_time: at(5),
      end_time: at(35),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      automobile_id: null,
      automobile_registration: 'B99XYZ',
      visitor_phone: '+40711222333',
    });
  });

  it('accepts ISO 8601 date-times with an offset', async () => {
    const { driver, lot, car } = await setup();
    const start = new Date(clock.now().getTime() + 30 * MIN);
    const res = await book(driver.headers, {
      parking_lot_id: lot.id,
      automobile_id: car.id,
      start_time: start.toISOString(),
      end_time: new Date(start.getTime() + 45 * MIN).toISOString(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().credits_reserved).toBe(45);
  });

  it('bills a booking over the autumn daylight-saving change by real minutes', async () => {
    clock.set(new Date('2025-10-25T12:00:00Z'));
    const { driver, owner } = await setup();
    const lot = await createLot(app, owner);
    const car = await createAutomobile(app, driver);
    // 02:30 EEST to 04:30 EET is three real hours: 03:00-04:00 happens twice.
    const res = await book(driver.headers, {
      parking_lot_id: lot.id,
      automobile_id: car.id,
      start_time: '2025-10-26 02:30:00',
      end_time: '2025-10-26 04:30:00',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      credits_reserved: 180,
      start_time: '2025-10-26 02:30:00',
      end_time: '2025-10-26 04:30:00',
    });
  });

  it('reports every missing field at once', async () => {
    const { driver } = await setup();
    const res = await book(driver.headers, {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'automobile_id',
      'end_time',
      'parking_lot_id',
      'start_time',
    ]);
  });

  it.each([
    ['start in the past', { start: -5, end: 30 }, 'start_time', 'Start time cannot be in the past'],
    ['end before start', { start: 30, end: 20 }, 'end_time', 'End time must be after start time'],
    ['end equal to start', { start: 30, end: 30 }, 'end_time', 'End time must be after start time'],
  ])('refuses %s', async (_name, times, field, message) => {
    const { driver, lot, car } = await setup();
    const res = await book(driver.headers, {
      parking_lot_id: lot.id,
      automobile_id: car.id,
      start_time: at(times.start),
      end_time: at(times.end),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await balance(driver.headers)).toBe(500);
  });

  it('accepts a start up to a minute in the past', async () => {
    const { driver, lot, car } = await setup();
    const res = await book(driver.headers, {
      parking_lot_id: lot.id,
      automobile_id: car.id,
      start_time: at(-0.5),
      end_time: at(30),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('active');
  });

  it('refuses a range outside the lot availability window', async () => {
    const { owner, driver, car } = await setup();
    const lot = await createLot(app, owner, {
      availableFrom: new Date(clock.now().getTime() + 60 * MIN),
      availableTo: new Date(clock.now().getTime() + 120 * MIN),
    });
    const early = await book(driver.headers, {
      parking_lot_id: lot.id,
      automobile_id: car.id,
      start_time: at(30),
      end_time: at(90),
    });
    expect(early.json().errors.start_time).toEqual(['Start time cannot be before the parking lot is available']);
    const late = await book(driver.headers, {
      parking_lot_id: lot.id,
      automobile_id: car.id,
      start_time: at(90),
      end_time: at(130),
    });
    expect(late.json().errors.end_time).toEqual(['End time cannot be after the parking lot is no longer available']);
    const inside = await book(driver.headers, {
      parking_lot_id: lot.id,
      automobile_id: car.id,
      start_time: at(60),
      end_time: at(120),
    });
    expect(inside.statusCode).toBe(201);
  });

  it.each([
    ['switched off', { available: false }],
    ['private (no available_from)', { availableFrom: null }],
  ])('refuses a lot that is %s', async (_name, overrides) => {
    const { owner, driver, car } = await setup();
    const lot = await createLot(app, owner, overrides);
    const res = await book(driver.headers, {
      parking_lot_id: lot.id,
      automobile_id: car.id,
      start_time: at(10),
      end_time: at(40),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.parking_lot_id).toEqual(['This parking lot is not available for reservations.']);
  });

  it('refuses the owner booking their own lot', async () => {
    const { owner, lot } = await setup();
    await grantCredits(app, owner, 100);
    const res = await book(owner.headers, {
      parking_lot_id: lot.id,
      automobile_registration: 'B1ABC',
      start_time: at(10),
      end_time: at(40),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.parking_lot_id).toEqual(['You cannot reserve your own parking lot.']);
  });

  it("refuses another user's automobile and an unknown lot", async () => {
    const { driver, lot } = await setup();
    const stranger = await createUser(app, { language: 'en' });
    const theirCar = await createAutomobile(app, stranger);
    const res = await book(driver.headers, {
      parking_lot_id: lot.id,
      automobile_id: theirCar.id,
      start_time: at(10),
      end_time: at(40),
    });
    expect(res.json().errors.automobile_id).toEqual(['The selected automobile does not exist.']);
    const unknown = await book(driver.headers, {
      parking_lot_id: 999999,
      automobile_registration: 'B1ABC',
      start_time: at(10),
      end_time: at(40),
    });
    expect(unknown.json().errors.parking_lot_id).toEqual(['The selected parking lot does not exist.']);
  });

  it('shows lots at a restricted location only to authorized users', async () => {
    const { owner, driver } = await setup();
    const outsider = await createUser(app, { language: 'en' });
    await grantCredits(app, outsider, 100);
    const location = await createLocation(app, { access: 'restricted' }, [driver]);
    const lot = await createLot(app, owner, { locationId: location.id });
    const refused = await book(outsider.headers, {
      parking_lot_id: lot.id,
      automobile_registration: 'B2ABC',
      start_time: at(10),
      end_time: at(40),
    });
    expect(refused.json().errors.parking_lot_id).toEqual(['The selected parking lot does not exist.']);
    const allowed = await book(driver.headers, {
      parking_lot_id: lot.id,
      automobile_registration: 'B3ABC',
      start_time: at(10),
      end_time: at(40),
    });
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json().location).toBe('Parcare Centru');
  });

  it('validates the visitor registration and phone', async () => {
    const { driver, lot } = await setup();
    const res = await book(driver.headers, {
      parking_lot_id: lot.id,
      automobile_registration: 'B!',
      visitor_phone: '12ab',
      start_time: at(10),
      end_time: at(40),
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['automobile_registration', 'visitor_phone']);
  });

  it('refuses a booking the balance does not cover and holds nothing', async () => {
    const { driver, lot, car } = await setup(30);
    const res = await book(driver.headers, {
      parking_lot_id: lot.id,
      automobile_id: car.id,
      start_time: at(10),
      end_time: at(70),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Not enough credits: this reservation needs 60 credits and your balance is 30.');
    expect(await balance(driver.headers)).toBe(30);
    const list = await app.inject({ method: 'GET', url: '/api/reservations', headers: driver.headers });
    expect(list.json().data).toEqual([]);
  });

  it('answers in Romanian when asked', async () => {
    const { driver, lot, car } = await setup();
    const res = await book(
      { ...driver.headers, 'accept-language': 'ro' },
      { parking_lot_id: lot.id, automobile_id: car.id, start_time: at(-10), end_time: at(40) },
    );
    expect(res.json().errors.start_time).toEqual(['Ora de început nu poate fi în trecut']);
  });

  it('requires a signed-in user', async () => {
    const res = await book({}, {});
    expect(res.statusCode).toBe(401);
  });
});

describe('overlapping bookings', () => {
  it('refuses a second booking of the lot for an overlapping time and holds nothing', async () => {
    const { owner, driver, lot, car } = await setup();
    const other = await createUser(app, { language: 'en' });
    await grantCredits(app, other, 100);
    expect(
      (
        await book(driver.headers, {
          parking_lot_id: lot.id,
          automobile_id: car.id,
          start_time: at(10),
          end_time: at(70),
        })
      ).statusCode,
    ).toBe(201);
    const res = await book(other.headers, {
      parking_lot_id: lot.id,
      automobile_registration: 'CJ01XYZ',
      start_time: at(60),
      end_time: at(90),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This parking lot is already reserved for that time.');
    expect(await balance(other.headers)).toBe(100);
    // Back to back is fine: ranges are half-open.
    const next = await book(other.headers, {
      parking_lot_id: lot.id,
      automobile_registration: 'CJ01XYZ',
      start_time: at(70),
      end_time: at(90),
    });
    expect(next.statusCode).toBe(201);
    void owner;
  });

  it('refuses one automobile on two lots at overlapping times', async () => {
    const { owner, driver, lot, car } = await setup();
    const second = await createLot(app, owner);
    await book(driver.headers, { parking_lot_id: lot.id, automobile_id: car.id, start_time: at(10), end_time: at(70) });
    const res = await book(driver.headers, {
      parking_lot_id: second.id,
      automobile_id: car.id,
      start_time: at(30),
      end_time: at(50),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.automobile_id).toEqual(['This automobile already has a reservation at that time.']);
    expect(await balance(driver.headers)).toBe(440);
  });

  it("counts a visitor booking of one of the driver's own plates as that car (409 on an overlap)", async () => {
    const { owner, driver, lot, car } = await setup();
    const second = await createLot(app, owner);
    const first = await book(driver.headers, {
      parking_lot_id: lot.id,
      automobile_registration: 'b-123 abc',
      visitor_phone: '0712345678',
      start_time: at(10),
      end_time: at(70),
    });
    expect(first.statusCode, first.body).toBe(201);
    // The booking is the car's: its id, its plate, the phone given kept.
    expect(first.json()).toMatchObject({ automobile_id: car.id, automobile_registration: 'B123ABC' });
    expect(first.json().visitor_phone).toBe('0712345678');
    const byCar = await book(driver.headers, {
      parking_lot_id: second.id,
      automobile_id: car.id,
      start_time: at(30),
      end_time: at(50),
    });
    expect(byCar.statusCode).toBe(409);
    expect(byCar.json().errors.automobile_id).toEqual(['This automobile already has a reservation at that time.']);
    const byPlate = await book(driver.headers, {
      parking_lot_id: second.id,
      automobile_registration: 'B123ABC',
      start_time: at(60),
      end_time: at(90),
    });
    expect(byPlate.statusCode).toBe(409);
    expect(byPlate.json().errors.automobile_registration).toEqual([
      'This automobile already has a reservation at that time.',
    ]);
    // One booking held, nothing for the refused ones; after it, the plate books again.
    expect(await balance(driver.headers)).toBe(440);
    const later = await book(driver.headers, {
      parking_lot_id: second.id,
      automobile_registration: 'B123ABC',
      start_time: at(70),
      end_time: at(100),
    });
    expect(later.statusCode).toBe(201);
  });

  it("refuses one driver's visitor plate on two lots at overlapping times, even before it is a car of theirs", async () => {
    const { owner, driver, lot } = await setup();
    const second = await createLot(app, owner);
    const visitor = { automobile_registration: 'CJ01XYZ', start_time: at(10), end_time: at(70) };
    expect((await book(driver.headers, { parking_lot_id: lot.id, ...visitor })).statusCode).toBe(201);
    const res = await book(driver.headers, { parking_lot_id: second.id, ...visitor });
    expect(res.statusCode).toBe(409);
    // Another driver's booking of that plate is theirs to make: a plate is no one's to block.
    const other = await createUser(app, { language: 'en' });
    await grantCredits(app, other, 100);
    expect((await book(other.headers, { parking_lot_id: second.id, ...visitor })).statusCode).toBe(201);
  });

  it('frees the time again once a reservation is cancelled', async () => {
    const { driver, lot, car } = await setup();
    const first = await book(driver.headers, {
      parking_lot_id: lot.id,
      automobile_id: car.id,
      start_time: at(10),
      end_time: at(70),
    });
    await app.inject({
      method: 'PUT',
      url: `/api/reservations/${first.json().id}`,
      headers: driver.headers,
      payload: { status: 'cancelled' },
    });
    const again = await book(driver.headers, {
      parking_lot_id: lot.id,
      automobile_id: car.id,
      start_time: at(10),
      end_time: at(70),
    });
    expect(again.statusCode).toBe(201);
  });
});
