import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parkingLots } from '../../src/server/db/schema/index';
import { createUser } from '../support/factories';
import { authorize, createLocation, createLot, insertReservation } from '../support/fixtures-lots';
import { createTestApp } from '../support/test-app';

const { app, clock } = await createTestApp();
// 12:00 in Bucharest (UTC+3 in June).
const NOW = new Date('2025-06-10T09:00:00Z');
clock.set(NOW);
const hours = (h: number) => new Date(NOW.getTime() + h * 3_600_000);

const validLot = {
  identifier: 'A-12',
  zone: 'Zona Verde',
  address: 'Strada Lipscani 10',
  latitude: 44.4312,
  longitude: 26.1003,
};

async function post(headers: Record<string, string>, url: string, payload: unknown) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'accept-language': 'en' },
    payload: payload as object,
  });
}

describe('owner parking lots', () => {
  it('creates a lot with defaults and answers the parking lot shape', async () => {
    const owner = await createUser(app);
    const res = await post(owner.headers, '/api/parking-lots', validLot);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      identifier: 'A-12',
      zone: 'Zona Verde',
      location_id: null,
      location: null,
      orientation_degrees: 0,
      entering_type: 'normal',
      access_type: 'free_public',
      available: false,
      available_from: null,
      available_to: null,
      available_periods: [],
      fast_availability_durations: [30, 60, 120, 240, 480],
      my_reservation: null,
      owner_id: owner.id,
      upcoming_reservations_count: 0,
    });
  });

  it('reads and writes date-times in the app time zone', async () => {
    const owner = await createUser(app);
    const res = await post(owner.headers, '/api/parking-lots', {
      ...validLot,
      available: true,
      available_from: '2025-06-10 08:00:00',
      available_to: '2025-06-10T18:00:00+03:00',
    });
    expect(res.statusCode).toBe(201);
    const [stored] = await app.deps.db.select().from(parkingLots).where(eq(parkingLots.id, res.json().id));
    expect(stored!.availableFrom!.toISOString()).toBe('2025-06-10T05:00:00.000Z');
    expect(res.json()).toMatchObject({
      available_from: '2025-06-10 08:00:00',
      available_to: '2025-06-10 18:00:00',
      // What is left of today inside the window: now (12:00) to 18:00.
      available_periods: [{ from: '2025-06-10 12:00:00', to: '2025-06-10 18:00:00' }],
    });
  });

  it.each([
    ['identifier', { identifier: '  ' }],
    ['latitude', { latitude: 91 }],
    ['longitude', { longitude: 'east' }],
    ['orientation_degrees', { orientation_degrees: 360 }],
    ['orientation_degrees', { orientation_degrees: 12.5 }],
    ['entering_type', { entering_type: 'sideways' }],
    ['access_type', { access_type: 'members' }],
    ['fast_availability_durations', { fast_availability_durations: 'often' }],
    ['fast_availability_durations.0', { fast_availability_durations: [0] }],
    ['available_from', { available_from: '10/06/2025 08:00' }],
    ['available_to', { available_from: '2025-06-10 10:00:00', available_to: '2025-06-10 09:00:00' }],
  ])('refuses a bad %s with 422 on that field', async (field, patch) => {
    const owner = await createUser(app);
    const res = await post(owner.headers, '/api/parking-lots', { ...validLot, ...patch });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
  });

  it('answers 422, not 500, for year 0000 in the window and a location id past the largest integer', async () => {
    const owner = await createUser(app);
    const created = await post(owner.headers, '/api/parking-lots', validLot);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: `/api/parking-lots/${id}`, headers: owner.headers, payload });
    for (const field of ['available_from', 'available_to']) {
      for (const value of ['0000-01-01 10:00:00', '0000-06-15T12:00:00+00:00']) {
        const answers = [
          await post(owner.headers, '/api/parking-lots', { ...validLot, identifier: 'Y0', [field]: value }),
          await put({ [field]: value }),
          await post(owner.headers, `/api/parking-lots/${id}/availability`, { available: true, [field]: value }),
        ];
        for (const answer of answers) {
          expect(answer.statusCode, `${field}=${value}: ${answer.body}`).toBe(422);
          expect(Object.keys(answer.json().errors)).toEqual([field]);
        }
      }
    }
    for (const location of [2 ** 31, '2147483648']) {
      const answers = [
        await post(owner.headers, '/api/parking-lots', { ...validLot, identifier: 'L31', location_id: location }),
        await put({ location_id: location }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(422);
        expect(Object.keys(answer.json().errors)).toEqual(['location_id']);
      }
    }
  });

  it('requires identifier, latitude and longitude', async () => {
    const owner = await createUser(app);
    const res = await post(owner.headers, '/api/parking-lots', {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      identifier: ['This field is required.'],
      latitude: ['This field is required.'],
      longitude: ['This field is required.'],
    });
  });

  it('puts a lot only in a public location or one the owner is authorized for', async () => {
    const owner = await createUser(app);
    const open = await createLocation(app, { title: 'Piața Unirii' });
    const closed = await createLocation(app, { access: 'restricted' });
    const allowed = await createLocation(app, { access: 'restricted' });
    await authorize(app, allowed.id, owner.id);

    const inOpen = await post(owner.headers, '/api/parking-lots', { ...validLot, location_id: open.id });
    expect(inOpen.statusCode).toBe(201);
    expect(inOpen.json().location).toMatchObject({ id: open.id, title: 'Piața Unirii', access: 'public' });
    expect((await post(owner.headers, '/api/parking-lots', { ...validLot, location_id: allowed.id })).statusCode).toBe(
      201,
    );
    const refused = await post(owner.headers, '/api/parking-lots', { ...validLot, location_id: closed.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ location_id: ['You cannot add parking lots to this location.'] });
    expect((await post(owner.headers, '/api/parking-lots', { ...validLot, location_id: 999_999 })).statusCode).toBe(
      422,
    );
  });

  it('lists only the caller own lots, with upcoming reservation counts', async () => {
    const owner = await createUser(app);
    const other = await createUser(app);
    const driver = await createUser(app);
    const mine = await createLot(app, owner.id, { identifier: 'B-2' });
    await createLot(app, owner.id, { identifier: 'A-1' });
    await createLot(app, other.id);
    await insertReservation(app, { lotId: mine.id, userId: driver.id, start: hours(1), end: hours(2) });
    await insertReservation(app, {
      lotId: mine.id,
      userId: driver.id,
      start: hours(-3),
      end: hours(-2),
      status: 'finalized',
    });

    const res = await app.inject({ method: 'GET', url: '/api/parking-lots', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { identifier: string; upcoming_reservations_count: number }[];
    expect(data.map((l) => [l.identifier, l.upcoming_reservations_count])).toEqual([
      ['A-1', 0],
      ['B-2', 1],
    ]);
  });

  it("answers 404 for another user's lot on read, update, delete and availability", async () => {
    const owner = await createUser(app);
    const stranger = await createUser(app);
    const lot = await createLot(app, owner.id);
    const url = `/api/parking-lots/${lot.id}`;
    const h = stranger.headers;
    expect((await app.inject({ method: 'GET', url, headers: h })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PUT', url, headers: h, payload: { identifier: 'X' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url, headers: h })).statusCode).toBe(404);
    expect((await post(h, `${url}/availability`, { available: false })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/parking-lots/abc', headers: h })).statusCode).toBe(404);
    const [stored] = await app.deps.db.select().from(parkingLots).where(eq(parkingLots.id, lot.id));
    expect(stored).toMatchObject({ identifier: lot.identifier, available: true });
  });

  it('asks a guest to log in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/parking-lots' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/parking-lots', payload: {} })).statusCode).toBe(401);
  });

  it('updates only the fields sent', async () => {
    const owner = await createUser(app);
    const lot = await createLot(app, owner.id, { identifier: 'P2-05', zone: 'Nord', orientationDegrees: 90 });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/parking-lots/${lot.id}`,
      headers: owner.headers,
      payload: { zone: '', entering_type: 'long_side' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      identifier: 'P2-05',
      zone: null,
      orientation_degrees: 90,
      entering_type: 'long_side',
    });
  });
});

describe('identifiers', () => {
  const taken = { identifier: ['You already have a parking lot with this number at this location.'] };

  it('are unique among an owner’s lots at one location, and among those without one', async () => {
    const owner = await createUser(app);
    const place = await createLocation(app);
    const other = await createLocation(app);
    expect((await post(owner.headers, '/api/parking-lots', { ...validLot, identifier: 'D-1' })).statusCode).toBe(201);
    const again = await post(owner.headers, '/api/parking-lots', { ...validLot, identifier: 'd-1' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual(taken);
    const atPlace = { ...validLot, identifier: 'D-1', location_id: place.id };
    expect((await post(owner.headers, '/api/parking-lots', atPlace)).statusCode).toBe(201);
    expect((await post(owner.headers, '/api/parking-lots', atPlace)).json().errors).toEqual(taken);
    const atOther = { ...atPlace, location_id: other.id };
    expect((await post(owner.headers, '/api/parking-lots', atOther)).statusCode).toBe(201);
    // Another owner may use the same number at the same location.
    const neighbour = await createUser(app);
    expect((await post(neighbour.headers, '/api/parking-lots', atPlace)).statusCode).toBe(201);
  });

  it('are checked on edit too, renaming or moving a lot onto a taken one', async () => {
    const owner = await createUser(app);
    const place = await createLocation(app);
    await post(owner.headers, '/api/parking-lots', { ...validLot, identifier: 'E-1', location_id: place.id });
    const second = await post(owner.headers, '/api/parking-lots', { ...validLot, identifier: 'E-2' });
    const put = (payload: object) =>
      app.inject({
        method: 'PUT',
        url: `/api/parking-lots/${second.json().id}`,
        headers: { ...owner.headers, 'accept-language': 'en' },
        payload,
      });
    expect((await put({ identifier: 'E-1' })).statusCode).toBe(200);
    const moved = await put({ location_id: place.id });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual(taken);
    const after = await app.inject({
      method: 'GET',
      url: `/api/parking-lots/${second.json().id}`,
      headers: owner.headers,
    });
    expect(after.json()).toMatchObject({ identifier: 'E-1', location_id: null });
  });

  it('hold when the same one is sent many times at once: one lot, the others 422', async () => {
    const owner = await createUser(app);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(owner.headers, '/api/parking-lots', { ...validLot, identifier: 'RACE-1' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422, 422, 422]);
    for (const answer of answers.filter((a) => a.statusCode === 422)) expect(answer.json().errors).toEqual(taken);
    const rows = await app.deps.db.select().from(parkingLots).where(eq(parkingLots.ownerId, owner.id));
    expect(rows).toHaveLength(1);
  });
});

describe('deleting a lot', () => {
  it('deletes a lot without reservations', async () => {
    const owner = await createUser(app);
    const lot = await createLot(app, owner.id);
    const res = await app.inject({ method: 'DELETE', url: `/api/parking-lots/${lot.id}`, headers: owner.headers });
    expect(res.statusCode).toBe(204);
    expect(await app.deps.db.select().from(parkingLots).where(eq(parkingLots.id, lot.id))).toEqual([]);
  });

  it('refuses while a scheduled or active reservation is booked', async () => {
    const owner = await createUser(app);
    const driver = await createUser(app);
    const lot = await createLot(app, owner.id);
    await insertReservation(app, {
      lotId: lot.id,
      userId: driver.id,
      start: hours(-0.5),
      end: hours(1),
      status: 'active',
    });
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/parking-lots/${lot.id}`,
      headers: { ...owner.headers, 'accept-language': 'ro' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/rezervări programate sau active/);
    expect(await app.deps.db.select().from(parkingLots).where(eq(parkingLots.id, lot.id))).toHaveLength(1);
  });

  it('refuses with a clear message when only past reservations remain', async () => {
    const owner = await createUser(app);
    const driver = await createUser(app);
    const lot = await createLot(app, owner.id);
    await insertReservation(app, {
      lotId: lot.id,
      userId: driver.id,
      start: hours(-5),
      end: hours(-4),
      status: 'finalized',
    });
    const res = await app.inject({ method: 'DELETE', url: `/api/parking-lots/${lot.id}`, headers: owner.headers });
    expect(res.statusCode).toBe(409);
    expect(await app.deps.db.select().from(parkingLots).where(eq(parkingLots.id, lot.id))).toHaveLength(1);
  });
});
