import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../support/factories';
import { createAutomobile, createLot, grantCredits } from '../support/fixtures-parking';
import { createTestApp } from '../support/test-app';

// Weekly schedules (PRODUCT.md, "Owners' tools"), in Europe/Bucharest: summer time starts on
// Sunday 30 March 2025 (03:00 -> 04:00) and ends on Sunday 26 October 2025 (04:00 -> 03:00).
const { app, clock } = await createTestApp();
const WEDNESDAY_NOON = new Date('2025-03-26T10:00:00Z'); // 12:00 local, EET
const LAT = 46.77;
const LNG = 23.59;
const bounds = {
  'southWest[lat]': String(LAT - 0.01),
  'southWest[lng]': String(LNG - 0.01),
  'northEast[lat]': String(LAT + 0.01),
  'northEast[lng]': String(LNG + 0.01),
};
const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, from: '08:00', to: '18:00' }));

async function putSchedule(user: TestUser, lotId: number, weekly: unknown[]) {
  return app.inject({
    method: 'PUT',
    url: `/api/parking-lots/${lotId}/schedule`,
    headers: { ...user.headers, 'accept-language': 'en' },
    payload: { weekly },
  });
}

/** An owner's lot with a schedule, available from an hour before the clock, at its own spot. */
async function scheduledLot(weekly: unknown[], latitude = LAT) {
  const owner = await createUser(app);
  const lot = await createLot(app, owner, { latitude, longitude: LNG });
  expect((await putSchedule(owner, lot.id, weekly)).statusCode).toBe(200);
  return { owner, lot };
}

async function driverWithCar() {
  const driver = await createUser(app, { language: 'en' });
  const car = await createAutomobile(app, driver);
  await grantCredits(app, driver, 5000);
  return { driver, car };
}

async function book(lotId: number, start: string, end: string) {
  const { driver, car } = await driverWithCar();
  const res = await app.inject({
    method: 'POST',
    url: '/api/reservations',
    headers: { ...driver.headers, 'accept-language': 'en' },
    payload: { parking_lot_id: lotId, automobile_id: car.id, start_time: start, end_time: end },
  });
  return { res, driver };
}

async function finds(
  driver: TestUser,
  lotId: number,
  from: string,
  to: string,
  extra: Record<string, string> = { only_available: '1' },
) {
  const query = { ...bounds, from, to, ...extra };
  const list = await app.inject({ method: 'GET', url: '/api/parking-finder', headers: driver.headers, query });
  const map = await app.inject({ method: 'GET', url: '/api/parking-finder/map', headers: driver.headers, query });
  expect(list.statusCode).toBe(200);
  const lot = (list.json().data as { id: number; available_periods: unknown[] }[]).find((l) => l.id === lotId);
  const inMap = (map.json().data as number[][]).some((marker) => marker[0] === lotId);
  expect(inMap).toBe(Boolean(lot));
  return lot;
}

describe('the schedule endpoints', () => {
  it('stores a schedule, answers it sorted, and removes it with an empty list', async () => {
    clock.set(WEDNESDAY_NOON);
    const owner = await createUser(app);
    const lot = await createLot(app, owner);
    const empty = await app.inject({
      method: 'GET',
      url: `/api/parking-lots/${lot.id}/schedule`,
      headers: owner.headers,
    });
    expect(empty.json()).toEqual({ weekly: [] });
    const weekly = [
      { day: 6, from: '22:00', to: '24:00' },
      { day: 1, from: '13:00', to: '18:00' },
      { day: 1, from: '08:00', to: '12:00' },
    ];
    const put = await putSchedule(owner, lot.id, weekly);
    expect(put.statusCode).toBe(200);
    const sorted = { weekly: [weekly[2], weekly[1], weekly[0]] };
    expect(put.json()).toEqual(sorted);
    const get = await app.inject({
      method: 'GET',
      url: `/api/parking-lots/${lot.id}/schedule`,
      headers: owner.headers,
    });
    expect(get.json()).toEqual(sorted);
    expect((await putSchedule(owner, lot.id, [])).json()).toEqual({ weekly: [] });
    const gone = await app.inject({
      method: 'GET',
      url: `/api/parking-lots/${lot.id}/schedule`,
      headers: owner.headers,
    });
    expect(gone.json()).toEqual({ weekly: [] });
  });

  it('answers 422 per interval field and keeps the stored schedule', async () => {
    const { owner, lot } = await scheduledLot(weekdays);
    const res = await putSchedule(owner, lot.id, [
      { day: 1, from: '08:00', to: '18:00' },
      { day: 1, from: '17:00', to: '19:00' },
      { day: 2, from: '10:00', to: '09:00' },
      { day: 8, from: '10:00', to: '11:00' },
      { day: 3, from: '7:00', to: '24:01' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'weekly.1.from': ['This interval overlaps another one of the same day.'],
      'weekly.2.to': ['The end must be after the start.'],
      'weekly.3.day': ['Must be at most 7.'],
      'weekly.4.from': ['Enter a time as HH:mm (00:00 to 24:00).'],
      'weekly.4.to': ['Enter a time as HH:mm (00:00 to 24:00).'],
    });
    const five = ['06', '08', '10', '12', '14'].map((h) => ({ day: 5, from: `${h}:00`, to: `${h}:30` }));
    expect((await putSchedule(owner, lot.id, five)).json().errors).toEqual({
      'weekly.4.day': ['At most 4 intervals a day.'],
    });
    const get = await app.inject({
      method: 'GET',
      url: `/api/parking-lots/${lot.id}/schedule`,
      headers: owner.headers,
    });
    expect(get.json().weekly).toHaveLength(5);
  });

  it("answers 404 for another user's lot", async () => {
    const { lot } = await scheduledLot(weekdays);
    const stranger = await createUser(app);
    expect((await putSchedule(stranger, lot.id, [])).statusCode).toBe(404);
    const get = await app.inject({
      method: 'GET',
      url: `/api/parking-lots/${lot.id}/schedule`,
      headers: stranger.headers,
    });
    expect(get.statusCode).toBe(404);
  });
});

describe('a Monday to Friday 08:00-18:00 schedule', () => {
  it('refuses a booking outside it with 422 on the field that leaves it, and takes one inside', async () => {
    clock.set(WEDNESDAY_NOON);
    const { lot } = await scheduledLot(weekdays);
    const early = await book(lot.id, '2025-03-27 07:30:00', '2025-03-27 09:00:00');
    expect(early.res.statusCode).toBe(422);
    expect(early.res.json().errors).toEqual({ start_time: ["Outside the lot's schedule"] });
    const late = await book(lot.id, '2025-03-27 17:00:00', '2025-03-27 19:00:00');
    expect(late.res.json().errors).toEqual({ end_time: ["Outside the lot's schedule"] });
    const saturday = await book(lot.id, '2025-03-29 10:00:00', '2025-03-29 11:00:00');
    expect(saturday.res.json().errors).toEqual({ start_time: ["Outside the lot's schedule"] });
    const overnight = await book(lot.id, '2025-03-27 17:00:00', '2025-03-28 09:00:00');
    expect(overnight.res.json().errors).toEqual({ end_time: ["Outside the lot's schedule"] });
    const inside = await book(lot.id, '2025-03-27 09:00:00', '2025-03-27 10:00:00');
    expect(inside.res.statusCode).toBe(201);
  });

  it('leaves the lot out of the finder where it does not cover the range (list and map)', async () => {
    clock.set(WEDNESDAY_NOON);
    const { lot } = await scheduledLot(weekdays, LAT + 0.001);
    const { driver } = await driverWithCar();
    expect(await finds(driver, lot.id, '2025-03-29 10:00:00', '2025-03-29 11:00:00')).toBeUndefined();
    expect(await finds(driver, lot.id, '2025-03-27 17:00:00', '2025-03-27 19:00:00')).toBeUndefined();
    expect(await finds(driver, lot.id, '2025-03-27 09:00:00', '2025-03-27 10:00:00')).toMatchObject({
      available_periods: [{ from: '2025-03-27 09:00:00', to: '2025-03-27 10:00:00' }],
    });
    // Without only_available the lot is listed with what of the range it can take.
    expect(await finds(driver, lot.id, '2025-03-27 17:00:00', '2025-03-27 19:00:00', {})).toMatchObject({
      available_periods: [{ from: '2025-03-27 17:00:00', to: '2025-03-27 18:00:00' }],
    });
    // The alternative period: the day's free gaps inside the schedule; none on a Saturday.
    const alternative = { only_available: '1', alternative_period: '1' };
    expect(await finds(driver, lot.id, '2025-03-29 10:00:00', '2025-03-29 11:00:00', alternative)).toBeUndefined();
    expect(await finds(driver, lot.id, '2025-03-27 19:00:00', '2025-03-27 20:00:00', alternative)).toMatchObject({
      available_periods: [{ from: '2025-03-27 08:00:00', to: '2025-03-27 18:00:00' }],
    });
  });

  it("shapes the owner's free periods of today and lets an extension run only inside it", async () => {
    clock.set(WEDNESDAY_NOON);
    const { owner, lot } = await scheduledLot(weekdays, LAT + 0.002);
    const mine = await app.inject({ method: 'GET', url: `/api/parking-lots/${lot.id}`, headers: owner.headers });
    expect(mine.json().available_periods).toEqual([{ from: '2025-03-26 12:00:00', to: '2025-03-26 18:00:00' }]);
    const { res, driver } = await book(lot.id, '2025-03-26 16:00:00', '2025-03-26 17:00:00');
    expect(res.statusCode).toBe(201);
    const extend = (minutes: number) =>
      app.inject({
        method: 'POST',
        url: `/api/reservations/${res.json().id}/extend`,
        headers: { ...driver.headers, 'accept-language': 'en' },
        payload: { minutes },
      });
    expect((await extend(60)).statusCode).toBe(200);
    const beyond = await extend(15);
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().errors).toEqual({ end_time: ["Outside the lot's schedule"] });
  });

  it('keeps booked reservations when the schedule changes', async () => {
    clock.set(WEDNESDAY_NOON);
    const { owner, lot } = await scheduledLot(weekdays, LAT + 0.003);
    const { res } = await book(lot.id, '2025-03-27 09:00:00', '2025-03-27 10:00:00');
    expect(res.statusCode).toBe(201);
    expect((await putSchedule(owner, lot.id, [{ day: 6, from: '08:00', to: '12:00' }])).statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: `/api/parking-lots/${lot.id}`, headers: owner.headers });
    expect(after.json().upcoming_reservations_count).toBe(1);
  });
});

describe('across a daylight-saving change', () => {
  it('keeps Sunday 08:00-18:00 local on the day summer time starts (23 hours)', async () => {
    clock.set(WEDNESDAY_NOON);
    const { lot } = await scheduledLot([{ day: 7, from: '08:00', to: '18:00' }], LAT + 0.004);
    const { driver } = await driverWithCar();
    // A schedule read with the previous day's offset (+02:00) would open at 09:00 local.
    expect((await book(lot.id, '2025-03-30 08:00:00', '2025-03-30 09:00:00')).res.statusCode).toBe(201);
    expect((await book(lot.id, '2025-03-30 07:30:00', '2025-03-30 08:00:00')).res.statusCode).toBe(422);
    expect(await finds(driver, lot.id, '2025-03-30 09:00:00', '2025-03-30 18:00:00')).toBeDefined();
    expect(await finds(driver, lot.id, '2025-03-30 07:00:00', '2025-03-30 08:00:00')).toBeUndefined();
  });

  it('covers a night from Saturday 20:00 to Sunday 06:00 across the jump, and nothing past it', async () => {
    clock.set(WEDNESDAY_NOON);
    const nights = [
      { day: 6, from: '20:00', to: '24:00' },
      { day: 7, from: '00:00', to: '06:00' },
    ];
    const { lot } = await scheduledLot(nights, LAT + 0.005);
    const { driver } = await driverWithCar();
    expect(await finds(driver, lot.id, '2025-03-29 23:00:00', '2025-03-30 05:30:00')).toMatchObject({
      available_periods: [{ from: '2025-03-29 23:00:00', to: '2025-03-30 05:30:00' }],
    });
    expect(await finds(driver, lot.id, '2025-03-30 05:30:00', '2025-03-30 06:30:00')).toBeUndefined();
    expect((await book(lot.id, '2025-03-29 22:00:00', '2025-03-30 06:00:00')).res.statusCode).toBe(201);
    const past = await book(lot.id, '2025-03-30 05:00:00', '2025-03-30 06:30:00');
    expect(past.res.json().errors).toEqual({ end_time: ["Outside the lot's schedule"] });
  });

  it('keeps Sunday 08:00-18:00 local on the day summer time ends (25 hours)', async () => {
    clock.set(new Date('2025-10-22T09:00:00Z'));
    const { lot } = await scheduledLot([{ day: 7, from: '08:00', to: '18:00' }], LAT + 0.006);
    const { driver } = await driverWithCar();
    // A schedule read with the previous day's offset (+03:00) would open at 07:00 local.
    expect((await book(lot.id, '2025-10-26 07:00:00', '2025-10-26 08:00:00')).res.statusCode).toBe(422);
    expect(await finds(driver, lot.id, '2025-10-26 07:00:00', '2025-10-26 08:00:00')).toBeUndefined();
    expect(await finds(driver, lot.id, '2025-10-26 17:00:00', '2025-10-26 18:00:00')).toBeDefined();
    expect((await book(lot.id, '2025-10-26 17:00:00', '2025-10-26 18:00:00')).res.statusCode).toBe(201);
    // The range across the change (03:00 happens twice) is outside the schedule.
    expect(await finds(driver, lot.id, '2025-10-26 02:00:00', '2025-10-26 09:00:00')).toBeUndefined();
  });
});
