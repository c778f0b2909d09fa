import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatApiDateTime } from '../../src/domain/date-time';
import { finderLotContract } from '../../src/domain/contracts/finder';
import { createUser, type TestUser } from '../support/factories';
import { createAutomobile, createLot, grantCredits } from '../support/fixtures-parking';
import { createTestApp } from '../support/test-app';

const { app, clock } = await createTestApp();
const zone = 'Europe/Bucharest';
const at = (minutes: number) => formatApiDateTime(new Date(clock.now().getTime() + minutes * 60_000), zone);

beforeEach(() => clock.set(new Date(Math.floor(Date.now() / 1000) * 1000)));
afterEach(() => clock.reset());

// Each test in its own small area of the map, so tests never see each other's lots.
let area = 0;
function newArea() {
  area += 1;
  const latitude = 30 + area * 0.1;
  const longitude = 10;
  const bounds = {
    'southWest[lat]': String(latitude - 0.01),
    'southWest[lng]': String(longitude - 0.01),
    'northEast[lat]': String(latitude + 0.01),
    'northEast[lng]': String(longitude + 0.01),
  };
  return { latitude, longitude, bounds };
}

type FoundLot = { id: number; identifier: string; fits?: boolean; fit_reasons?: string[] };

async function find(user: TestUser, query: Record<string, string>, path = '/api/parking-finder') {
  return app.inject({ method: 'GET', url: path, headers: { ...user.headers, 'accept-language': 'en' }, query });
}
async function found(user: TestUser, query: Record<string, string>): Promise<FoundLot[]> {
  const res = await find(user, query);
  expect(res.statusCode).toBe(200);
  const lots = res.json().data as unknown[];
  for (const lot of lots) finderLotContract.parse(lot);
  return lots as FoundLot[];
}
async function mapIds(user: TestUser, query: Record<string, string>): Promise<number[]> {
  const res = await find(user, query, '/api/parking-finder/map');
  expect(res.statusCode).toBe(200);
  return (res.json().data as [number][]).map((marker) => marker[0]).sort((a, b) => a - b);
}

describe('lot features in the finder', () => {
  it('filters EV chargers, accessible, covered and gated lots in SQL, on the list and the map', async () => {
    const { latitude, longitude, bounds } = newArea();
    const owner = await createUser(app);
    const driver = await createUser(app);
    const plain = await createLot(app, owner, { latitude, longitude, identifier: 'PLAIN' });
    const charger = await createLot(app, owner, {
      latitude,
      longitude,
      identifier: 'EV',
      evConnector: 'ccs',
      evKw: 50,
      covered: true,
    });
    const accessible = await createLot(app, owner, {
      latitude,
      longitude,
      identifier: 'ACC',
      accessible: true,
      gated: true,
    });
    const all = await found(driver, { ...bounds, sort: 'identifier' });
    expect(all.map((l) => l.identifier)).toEqual(['ACC', 'EV', 'PLAIN']);
    expect(all.find((l) => l.id === charger.id)).toMatchObject({
      features: {
        ev_charging: { connector: 'ccs', kw: 50 },
        accessible: false,
        covered: true,
        gated: false,
        lit: false,
      },
      max_height_cm: null,
    });
    expect(all.find((l) => l.id === plain.id)).not.toHaveProperty('fits');

    expect((await found(driver, { ...bounds, ev: '1' })).map((l) => l.id)).toEqual([charger.id]);
    expect(await mapIds(driver, { ...bounds, ev: '1' })).toEqual([charger.id]);
    expect((await found(driver, { ...bounds, accessible: '1' })).map((l) => l.id)).toEqual([accessible.id]);
    expect(await mapIds(driver, { ...bounds, gated: 'true' })).toEqual([accessible.id]);
    expect((await found(driver, { ...bounds, covered: '1' })).map((l) => l.id)).toEqual([charger.id]);
    expect(await found(driver, { ...bounds, ev: '1', accessible: '1' })).toEqual([]);
    // The alternative-period search (built in TypeScript) filters the same.
    const alternative = await found(driver, { ...bounds, ev: '1', alternative_period: '1' });
    expect(alternative.map((l) => l.id)).toEqual([charger.id]);
  });
});

describe('the chosen car must fit', () => {
  it('does not offer a 250 cm van a 210 cm lot, and marks it with fit=all', async () => {
    const { latitude, longitude, bounds } = newArea();
    const owner = await createUser(app);
    const driver = await createUser(app);
    const low = await createLot(app, owner, { latitude, longitude, identifier: 'LOW', maxHeightCm: 210 });
    const short = await createLot(app, owner, { latitude, longitude, identifier: 'SHORT', maxLengthCm: 480 });
    const open = await createLot(app, owner, { latitude, longitude, identifier: 'OPEN', maxHeightCm: 300 });
    const van = await createAutomobile(app, driver, { heightCm: 250, lengthCm: 600 });
    const car = await createAutomobile(app, driver, { heightCm: 150, lengthCm: 450 });
    const unknown = await createAutomobile(app, driver);

    const forVan = await found(driver, { ...bounds, automobile_id: String(van.id) });
    expect(forVan.map((l) => l.id)).toEqual([open.id]);
    expect(forVan[0]).toMatchObject({ fits: true, fit_reasons: [] });
    expect(await mapIds(driver, { ...bounds, automobile_id: String(van.id) })).toEqual([open.id]);
    expect((await found(driver, { ...bounds, automobile_id: String(car.id) })).length).toBe(3);
    // A car of unknown size fits everywhere.
    expect((await found(driver, { ...bounds, automobile_id: String(unknown.id) })).length).toBe(3);

    const marked = await found(driver, { ...bounds, automobile_id: String(van.id), fit: 'all', sort: 'identifier' });
    expect(marked.map((l) => [l.identifier, l.fits, l.fit_reasons])).toEqual([
      ['LOW', false, ['height']],
      ['OPEN', true, []],
      ['SHORT', false, ['length']],
    ]);
    expect(await mapIds(driver, { ...bounds, automobile_id: String(van.id), fit: 'all' })).toEqual(
      [low.id, short.id, open.id].sort((a, b) => a - b),
    );
    // The alternative-period search leaves out and marks the same.
    const alternative = await found(driver, { ...bounds, automobile_id: String(van.id), alternative_period: '1' });
    expect(alternative.map((l) => [l.id, l.fits])).toEqual([[open.id, true]]);

    // One lot (the map's sheet) is answered marked even without fit=all.
    const one = await find(driver, { automobile_id: String(van.id) }, `/api/parking-finder/lots/${low.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ id: low.id, fits: false, fit_reasons: ['height'], max_height_cm: 210 });
  });

  it("answers 404 for another user's automobile and 422 for a bad filter", async () => {
    const { bounds } = newArea();
    const driver = await createUser(app);
    const other = await createUser(app);
    const theirs = await createAutomobile(app, other, { heightCm: 200 });
    expect((await find(driver, { ...bounds, automobile_id: String(theirs.id) })).statusCode).toBe(404);
    const bad = await find(driver, { ...bounds, ev: 'maybe', fit: 'some' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['ev', 'fit']);
  });
});

describe('booking a car that does not fit', () => {
  async function setup() {
    const owner = await createUser(app, { language: 'en' });
    const driver = await createUser(app, { language: 'en' });
    const lot = await createLot(app, owner, { maxHeightCm: 210, maxLengthCm: 500 });
    await grantCredits(app, driver, 500);
    return { owner, driver, lot };
  }
  const book = (user: TestUser, payload: Record<string, unknown>, language = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: { ...user.headers, 'accept-language': language },
      payload,
    });

  it('answers 422 naming the limit, in both languages', async () => {
    const { driver, lot } = await setup();
    const van = await createAutomobile(app, driver, { heightCm: 250, lengthCm: 600 });
    const payload = { parking_lot_id: lot.id, automobile_id: van.id, start_time: at(10), end_time: at(70) };
    const en = await book(driver, payload);
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'This car is 250 cm tall; this lot allows at most 210 cm.',
      errors: {
        automobile_id: [
          'This car is 250 cm tall; this lot allows at most 210 cm.',
          'This car is 600 cm long; this lot allows at most 500 cm.',
        ],
      },
    });
    const ro = await book(driver, payload, 'ro');
    expect(ro.statusCode).toBe(422);
    expect(ro.json().message).toBe('Această mașină are 250 cm înălțime; locul permite cel mult 210 cm.');
    expect(
      (await app.inject({ method: 'GET', url: '/api/reservations', headers: driver.headers })).json().data,
    ).toEqual([]);
  });

  it("refuses a visitor booking of the driver's own van by its plate, and books a car that fits", async () => {
    const { driver, lot } = await setup();
    const van = await createAutomobile(app, driver, { registrationNumber: 'B250VAN', heightCm: 250 });
    const visitor = await book(driver, {
      parking_lot_id: lot.id,
      automobile_registration: van.registrationNumber,
      start_time: at(10),
      end_time: at(70),
    });
    expect(visitor.statusCode).toBe(422);
    expect(visitor.json().errors.automobile_id).toEqual(['This car is 250 cm tall; this lot allows at most 210 cm.']);
    const car = await createAutomobile(app, driver, { heightCm: 150, lengthCm: 450 });
    const ok = await book(driver, {
      parking_lot_id: lot.id,
      automobile_id: car.id,
      start_time: at(10),
      end_time: at(70),
    });
    expect(ok.statusCode).toBe(201);
  });
});

describe('validation', () => {
  it('answers 422 per field for out-of-range features and sizes, in both languages', async () => {
    const owner = await createUser(app);
    const payload = {
      identifier: 'F-1',
      latitude: 44.4,
      longitude: 26.1,
      features: { ev_charging: { connector: 'tesla', kw: 0 }, accessible: 'yes' },
      max_height_cm: 50,
      max_length_cm: 9000,
    };
    const en = await app.inject({
      method: 'POST',
      url: '/api/parking-lots',
      headers: { ...owner.headers, 'accept-language': 'en' },
      payload,
    });
    expect(en.statusCode).toBe(422);
    const errors = en.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual([
      'features.accessible',
      'features.ev_charging.connector',
      'features.ev_charging.kw',
      'max_height_cm',
      'max_length_cm',
    ]);
    expect(errors.max_height_cm).toEqual(['Must be at least 100.']);
    const ro = await app.inject({
      method: 'POST',
      url: '/api/parking-lots',
      headers: { ...owner.headers, 'accept-language': 'ro' },
      payload,
    });
    expect(ro.json().errors.max_length_cm).toEqual(['Trebuie să fie cel mult 3000.']);

    const car = await app.inject({
      method: 'POST',
      url: '/api/automobiles',
      headers: { ...owner.headers, 'accept-language': 'en' },
      payload: { registration_number: 'B11AAA', height_cm: 20, length_cm: 'long' },
    });
    expect(car.statusCode).toBe(422);
    expect(Object.keys(car.json().errors).sort()).toEqual(['height_cm', 'length_cm']);
  });

  it('stores features, clears the charger with null and keeps what is not sent', async () => {
    const owner = await createUser(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/parking-lots',
      headers: owner.headers,
      payload: {
        identifier: 'F-2',
        latitude: 44.4,
        longitude: 26.1,
        features: { ev_charging: { connector: 'type2', kw: '11' }, lit: true },
        max_height_cm: '210',
      },
    });
    expect(created.statusCode).toBe(201);
    const lot = created.json();
    expect(lot).toMatchObject({
      features: {
        ev_charging: { connector: 'type2', kw: 11 },
        accessible: false,
        covered: false,
        gated: false,
        lit: true,
      },
      max_height_cm: 210,
      max_length_cm: null,
    });
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/parking-lots/${lot.id}`,
      headers: owner.headers,
      payload: { features: { ev_charging: null, covered: true }, max_height_cm: '' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      features: { ev_charging: null, accessible: false, covered: true, gated: false, lit: true },
      max_height_cm: null,
    });

    const car = await app.inject({
      method: 'POST',
      url: '/api/automobiles',
      headers: owner.headers,
      payload: { registration_number: 'B12AAA', height_cm: '190' },
    });
    expect(car.statusCode).toBe(201);
    expect(car.json().data).toMatchObject({ height_cm: 190, length_cm: null });
  });
});
