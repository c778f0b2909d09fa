import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parkingLots, reservations } from '../../src/server/db/schema/index';
import { createUser, type TestUser } from '../support/factories';
import { createTestApp } from '../support/test-app';

const { app, clock } = await createTestApp();

const HOUR = 3_600_000;
const call = (
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => app.inject({ method, url: `/api${url}`, payload, headers: { ...user.headers, 'accept-language': 'en' } });

async function addCar(user: TestUser, payload: Record<string, unknown> = {}) {
  const res = await call(user, 'POST', '/automobiles', {
    registration_number: `B ${Math.floor(Math.random() * 1e6)} XYZ`,
    ...payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; registration_number: string };
}

/** A reservation of the car on someone else's lot, straight in the database. */
async function reserve(
  driver: TestUser,
  automobile: { id: number; registration_number: string },
  status: string,
  start: Date,
  end: Date,
) {
  const owner = await createUser(app);
  const [lot] = await app.deps.db
    .insert(parkingLots)
    .values({
      ownerId: owner.id,
      identifier: 'A1',
      latitude: 44.43,
      longitude: 26.1,
      available: true,
      availableFrom: new Date(0),
    })
    .returning();
  const [row] = await app.deps.db
    .insert(reservations)
    .values({
      userId: driver.id,
      parkingLotId: lot!.id,
      automobileId: automobile.id,
      automobileRegistration: automobile.registration_number,
      startTime: start,
      endTime: end,
      status: status as 'scheduled',
      creditsReserved: 60,
      creditsPaid: status === 'finalized' ? 60 : 0,
    })
    .returning();
  return row!;
}

describe('automobiles', () => {
  it('creates an automobile with a normalized registration and VIN and lists it', async () => {
    const user = await createUser(app);
    const res = await call(user, 'POST', '/automobiles', {
      registration_number: ' b-12 abc ',
      make: 'Dacia',
      model: 'Logan',
      vin: 'uu1lsda0123456789',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toEqual({
      id: expect.any(Number),
      registration_number: 'B12ABC',
      make: 'Dacia',
      model: 'Logan',
      vin: 'UU1LSDA0123456789',
      height_cm: null,
      length_cm: null,
    });
    const list = await call(user, 'GET', '/automobiles');
    expect(list.json()).toEqual({ data: [created] });
    expect((await call(user, 'GET', `/automobiles/${created.id}`)).json()).toEqual({ data: created });
  });

  it('needs only the registration number', async () => {
    const user = await createUser(app);
    const res = await call(user, 'POST', '/automobiles', { registration_number: 'CJ01AAA', make: '', vin: '' });
    expect(res.json().data).toMatchObject({ make: null, model: null, vin: null });
  });

  it('validates the fields per field', async () => {
    const user = await createUser(app);
    const missing = await call(user, 'POST', '/automobiles', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ registration_number: ['This field is required.'] });
    const bad = await call(user, 'POST', '/automobiles', {
      registration_number: 'B#12',
      make: 5,
      vin: 'WVWZZZ1JZXW00000I',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      registration_number: ['Enter a registration number of 2 to 16 letters and digits.'],
      make: ['This value is not valid.'],
      vin: ['The VIN has 17 letters and digits, without I, O or Q.'],
    });
    const short = await call(user, 'POST', '/automobiles', { registration_number: 'B1', vin: 'ABC' });
    expect(Object.keys(short.json().errors)).toEqual(['vin']);
  });

  it('refuses a registration the user already has, however it is written', async () => {
    const user = await createUser(app);
    await addCar(user, { registration_number: 'IF-01-XYZ' });
    const res = await call(user, 'POST', '/automobiles', { registration_number: 'if 01 xyz' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.registration_number).toEqual([
      'You already have an automobile with this registration number.',
    ]);
    // Another user may register the same plate (a shared or resold car).
    expect(
      (await call(await createUser(app), 'POST', '/automobiles', { registration_number: 'IF01XYZ' })).statusCode,
    ).toBe(201);
  });

  it('updates make, model and VIN, keeps absent fields and ignores an unchanged registration', async () => {
    const user = await createUser(app);
    const car = await addCar(user, { make: 'Dacia', model: 'Logan' });
    const res = await call(user, 'PUT', `/automobiles/${car.id}`, {
      registration_number: car.registration_number.toLowerCase(),
      model: 'Duster',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      registration_number: car.registration_number,
      make: 'Dacia',
      model: 'Duster',
    });
    const cleared = await call(user, 'PUT', `/automobiles/${car.id}`, { make: null, vin: 'WVWZZZ1JZXW000001' });
    expect(cleared.json().data).toMatchObject({ make: null, model: 'Duster', vin: 'WVWZZZ1JZXW000001' });
  });

  it('never changes the registration number', async () => {
    const user = await createUser(app);
    const car = await addCar(user);
    const res = await call(user, 'PUT', `/automobiles/${car.id}`, { registration_number: 'B99ZZZ', make: 'Opel' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.registration_number).toEqual(['The registration number cannot be changed.']);
    expect((await call(user, 'GET', `/automobiles/${car.id}`)).json().data).toMatchObject({
      registration_number: car.registration_number,
      make: null,
    });
  });

  it('refuses a bad VIN on update and keeps the stored one', async () => {
    const user = await createUser(app);
    const car = await addCar(user, { vin: 'WVWZZZ1JZXW000001' });
    const res = await call(user, 'PUT', `/automobiles/${car.id}`, { vin: 'WVWZZZ1JZXW00000Q' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['vin']);
    expect((await call(user, 'GET', `/automobiles/${car.id}`)).json().data.vin).toBe('WVWZZZ1JZXW000001');
  });

  it('hides other users’ automobiles behind 404', async () => {
    const owner = await createUser(app);
    const stranger = await createUser(app);
    const car = await addCar(owner);
    expect((await call(stranger, 'GET', '/automobiles')).json()).toEqual({ data: [] });
    expect((await call(stranger, 'GET', `/automobiles/${car.id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'PUT', `/automobiles/${car.id}`, { make: 'X' })).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `/automobiles/${car.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/automobiles/${car.id}`)).json().data.make).toBeNull();
    expect((await call(owner, 'GET', '/automobiles/999999999')).statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/automobiles' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/automobiles', payload: {} })).statusCode).toBe(401);
  });

  it('deletes an automobile', async () => {
    const user = await createUser(app);
    const car = await addCar(user);
    const res = await call(user, 'DELETE', `/automobiles/${car.id}`);
    expect(res.statusCode).toBe(204);
    expect((await call(user, 'GET', `/automobiles/${car.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete an automobile with a scheduled or active reservation', async () => {
    const user = await createUser(app);
    const now = clock.now().getTime();
    const scheduled = await addCar(user);
    await reserve(user, scheduled, 'scheduled', new Date(now + HOUR), new Date(now + 2 * HOUR));
    const active = await addCar(user);
    await reserve(user, active, 'active', new Date(now - HOUR), new Date(now + HOUR));
    for (const car of [scheduled, active]) {
      const res = await call(user, 'DELETE', `/automobiles/${car.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/scheduled or active reservation/);
      expect((await call(user, 'GET', `/automobiles/${car.id}`)).statusCode).toBe(200);
    }
  });

  it('deletes an automobile whose reservations are over, keeping their history', async () => {
    const user = await createUser(app);
    const now = clock.now().getTime();
    const car = await addCar(user);
    const past = await reserve(user, car, 'finalized', new Date(now - 3 * HOUR), new Date(now - 2 * HOUR));
    // Stored as scheduled but already past its end: not open any more.
    const stale = await reserve(user, car, 'scheduled', new Date(now - 2 * HOUR), new Date(now - HOUR));
    expect((await call(user, 'DELETE', `/automobiles/${car.id}`)).statusCode).toBe(204);
    for (const id of [past.id, stale.id]) {
      const [row] = await app.deps.db.select().from(reservations).where(eq(reservations.id, id));
      expect(row).toMatchObject({ automobileId: null, automobileRegistration: car.registration_number });
    }
  });
});
