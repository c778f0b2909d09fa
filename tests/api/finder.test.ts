import { describe, expect, it } from 'vitest';
import { finderQuerySchema } from '../../src/server/modules/finder/query-schema';
import { createUser, type TestUser } from '../support/factories';
import { authorize, createLocation, createLot, insertReservation } from '../support/fixtures-lots';
import { createTestApp } from '../support/test-app';

const { app, clock } = await createTestApp();
// 12:00 in Bucharest (UTC+3).
const NOW = new Date('2025-06-10T09:00:00Z');
clock.set(NOW);
const hours = (h: number) => new Date(NOW.getTime() + h * 3_600_000);

// Each test works in its own small area of the map, so tests never see each other's lots.
let area = 0;
function newArea() {
  area += 1;
  const latitude = 40 + area * 0.1;
  const longitude = 20;
  const bounds = {
    'southWest[lat]': latitude - 0.01,
    'southWest[lng]': longitude - 0.01,
    'northEast[lat]': latitude + 0.01,
    'northEast[lng]': longitude + 0.01,
  };
  return { latitude, longitude, bounds };
}

type Lot = {
  id: number;
  identifier: string;
  available_periods: { from: string; to: string }[];
  free_until: string | null;
  my_reservation: { id: number; automobile: { registration_number: string } } | null;
  location: { id: number; title: string } | null;
};

async function find(user: TestUser, query: Record<string, string | number>) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/parking-finder',
    headers: { ...user.headers, 'accept-language': 'en' },
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  return res;
}
async function identifiers(user: TestUser, query: Record<string, string | number>) {
  const res = await find(user, query);
  expect(res.statusCode).toBe(200);
  return (res.json().data as Lot[]).map((l) => l.identifier);
}

describe('parking finder filters', () => {
  it('matches identifier and zone partially, ignoring case', async () => {
    const { latitude, longitude, bounds } = newArea();
    const owner = await createUser(app);
    const driver = await createUser(app);
    await createLot(app, owner.id, { identifier: 'A-12', zone: 'Zona Verde', latitude, longitude });
    await createLot(app, owner.id, { identifier: 'B-7', zone: 'Zona Roșie', latitude, longitude });
    await createLot(app, owner.id, { identifier: 'a-120', zone: null, latitude, longitude });
    expect(await identifiers(driver, { ...bounds, identifier: 'a-1', sort: 'identifier' })).toEqual(['A-12', 'a-120']);
    expect(await identifiers(driver, { ...bounds, zone: 'verde' })).toEqual(['A-12']);
    expect(await identifiers(driver, { ...bounds, identifier: '%' })).toEqual([]);
  });

  it('keeps to the map bounds and sorts by distance to their centre', async () => {
    const { latitude, longitude, bounds } = newArea();
    const owner = await createUser(app);
    const driver = await createUser(app);
    await createLot(app, owner.id, { identifier: 'far', latitude: latitude + 0.008, longitude });
    await createLot(app, owner.id, { identifier: 'near', latitude: latitude + 0.001, longitude });
    await createLot(app, owner.id, { identifier: 'outside', latitude: latitude + 0.02, longitude });
    expect(await identifiers(driver, bounds)).toEqual(['near', 'far']);
  });

  it('filters by location title', async () => {
    const { latitude, longitude, bounds } = newArea();
    const owner = await createUser(app);
    const driver = await createUser(app);
    const mall = await createLocation(app, { title: 'Parcare Mall Vitan', latitude, longitude });
    await createLot(app, owner.id, { identifier: 'in-mall', locationId: mall.id, latitude, longitude });
    await createLot(app, owner.id, { identifier: 'street', latitude, longitude });
    const res = await find(driver, { ...bounds, location_name: 'mall vit' });
    expect((res.json().data as Lot[]).map((l) => [l.identifier, l.location?.title])).toEqual([
      ['in-mall', 'Parcare Mall Vitan'],
    ]);
  });

  it('never shows private or switched-off lots', async () => {
    const { latitude, longitude, bounds } = newArea();
    const owner = await createUser(app);
    await createLot(app, owner.id, { identifier: 'private', availableFrom: null, latitude, longitude });
    await createLot(app, owner.id, { identifier: 'off', available: false, latitude, longitude });
    await createLot(app, owner.id, { identifier: 'open', latitude, longitude });
    expect(await identifiers(owner, bounds)).toEqual(['open']);
  });

  it('with only_available keeps lots whose window covers the whole search', async () => {
    const { latitude, longitude, bounds } = newArea();
    const owner = await createUser(app);
    const driver = await createUser(app);
    await createLot(app, owner.id, { identifier: 'unlimited', latitude, longitude });
    await createLot(app, owner.id, { identifier: 'until-12:30', availableTo: hours(0.5), latitude, longitude });
    await createLot(app, owner.id, { identifier: 'from-14', availableFrom: hours(2), latitude, longitude });
    expect(await identifiers(driver, { ...bounds, only_available: 1, sort: 'identifier' })).toEqual(['unlimited']);
    const all = await find(driver, { ...bounds, sort: 'identifier' });
    const byId = Object.fromEntries((all.json().data as Lot[]).map((l) => [l.identifier, l.available_periods]));
    // Default search: now to now + 59 minutes; periods are the free part of it inside the window.
    expect(byId).toEqual({
      'from-14': [],
      'until-12:30': [{ from: '2025-06-10 12:00:00', to: '2025-06-10 12:30:00' }],
      unlimited: [{ from: '2025-06-10 12:00:00', to: '2025-06-10 12:59:00' }],
    });
  });
});

describe('whole range and alternative period', () => {
  it('without the alternative, keeps only lots free for the whole range', async () => {
    const { latitude, longitude, bounds } = newArea();
    const owner = await createUser(app);
    const driver = await createUser(app);
    const busy = await createLot(app, owner.id, { identifier: 'busy', latitude, longitude });
    const edge = await createLot(app, owner.id, { identifier: 'back-to-back', latitude, longitude });
    await createLot(app, owner.id, { identifier: 'free', latitude, longitude });
    await insertReservation(app, { lotId: busy.id, userId: driver.id, start: hours(0.5), end: hours(1) });
    await insertReservation(app, { lotId: edge.id, userId: driver.id, start: hours(1), end: hours(2) });
    await insertReservation(app, {
      lotId: busy.id,
      userId: driver.id,
      start: hours(0),
      end: hours(3),
      status: 'cancelled',
    });
    const query = { ...bounds, from: '2025-06-10 12:00:00', to: '2025-06-10 13:00:00', sort: 'identifier' };
    expect(await identifiers(driver, query)).toEqual(['back-to-back', 'free']);
  });

  it('with the alternative, lists the free gaps of the day inside the window', async () => {
    const { latitude, longitude, bounds } = newArea();
    const owner = await createUser(app);
    const driver = await createUser(app);
    const busy = await createLot(app, owner.id, { identifier: 'busy', availableFrom: hours(-1), latitude, longitude });
    const full = await createLot(app, owner.id, {
      identifier: 'full-day',
      availableFrom: hours(-1),
      availableTo: hours(4),
      latitude,
      longitude,
    });
    await insertReservation(app, { lotId: busy.id, userId: driver.id, start: hours(0.5), end: hours(1) });
    // Another car of the driver's: one plate cannot be on two lots at once.
    await insertReservation(app, {
      lotId: full.id,
      userId: driver.id,
      start: hours(-1),
      end: hours(4),
      registration: 'CJ22FUL',
    });
    const res = await find(driver, {
      ...bounds,
      from: '2025-06-10 12:00:00',
      to: '2025-06-10 13:00:00',
      alternative_period: 1,
    });
    expect(res.statusCode).toBe(200);
    expect((res.json().data as Lot[]).map((l) => [l.identifier, l.available_periods])).toEqual([
      [
        'busy',
        [
          { from: '2025-06-10 11:00:00', to: '2025-06-10 12:30:00' },
          { from: '2025-06-10 13:00:00', to: '2025-06-11 00:00:00' },
        ],
      ],
    ]);
    // The same search without the alternative finds nothing: neither lot is free 12:00-13:00.
    expect(await identifiers(driver, { ...bounds, from: '2025-06-10 12:00:00', to: '2025-06-10 13:00:00' })).toEqual(
      [],
    );
  });

  it('takes the calendar day of `from` in the app time zone', async () => {
    const { latitude, longitude, bounds } = newArea();
    const owner = await createUser(app);
    const driver = await createUser(app);
    // Available 23:00 today to 01:00 tomorrow (local time).
    await createLot(app, owner.id, {
      identifier: 'night',
      availableFrom: hours(11),
      availableTo: hours(13),
      latitude,
      longitude,
    });
    const res = await find(driver, {
      ...bounds,
      from: '2025-06-11 00:30:00',
      to: '2025-06-11 00:45:00',
      alternative_period: 1,
    });
    expect((res.json().data as Lot[])[0]?.available_periods).toEqual([
      { from: '2025-06-11 00:00:00', to: '2025-06-11 01:00:00' },
    ]);
  });

  it("shows the caller's earliest open reservation on a lot that overlaps the searched period", async () => {
    const { latitude, longitude, bounds } = newArea();
    const owner = await createUser(app);
    const driver = await createUser(app);
    const other = await createUser(app);
    const lot = await createLot(app, owner.id, { identifier: 'mine', latitude, longitude });
    await createLot(app, owner.id, { identifier: 'theirs', latitude, longitude });
    await insertReservation(app, {
      lotId: lot.id,
      userId: driver.id,
      start: hours(-3),
      end: hours(-2),
      status: 'finalized',
      registration: 'OLD1',
    });
    const later = await insertReservation(app, {
      lotId: lot.id,
      userId: driver.id,
      start: hours(5),
      end: hours(6),
      registration: 'B22XYZ',
    });
    await insertReservation(app, {
      lotId: lot.id,
      userId: driver.id,
      start: hours(7),
      end: hours(8),
      registration: 'B33XYZ',
    });
    await insertReservation(app, {
      lotId: lot.id,
      userId: other.id,
      start: hours(2),
      end: hours(3),
      registration: 'CJ01AAA',
    });
    const mine = async (query: Record<string, string | number>) => {
      const res = await find(driver, { ...bounds, alternative_period: 1, sort: 'identifier', ...query });
      return (res.json().data as Lot[]).map((l) => [l.identifier, l.my_reservation]);
    };
    // 17:30-20:30 overlaps both of the driver's bookings: the earliest.
    expect(await mine({ from: '2025-06-10 17:30:00', to: '2025-06-10 20:30:00' })).toEqual([
      ['mine', { id: later.id, automobile: { registration_number: 'B22XYZ' } }],
      ['theirs', null],
    ]);
    // Now (12:00-12:59): the later bookings are no reason for the notice.
    expect(await mine({})).toEqual([
      ['mine', null],
      ['theirs', null],
    ]);
  });

  it('leaves a lot booked by the caller now bookable, without the notice, for tomorrow', async () => {
    const { latitude, longitude, bounds } = newArea();
    const owner = await createUser(app);
    const driver = await createUser(app);
    const lot = await createLot(app, owner.id, { identifier: 'today', latitude, longitude });
    const today = await insertReservation(app, {
      lotId: lot.id,
      userId: driver.id,
      start: NOW,
      end: hours(1),
      status: 'active',
      registration: 'B10NOW',
    });
    const tomorrow = { from: '2025-06-11 15:00:00', to: '2025-06-11 16:00:00' };
    const oneLot = async (query: Record<string, string>) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/parking-finder/lots/${lot.id}`,
        headers: driver.headers,
        query,
      });
      return (res.json().data as Lot).my_reservation?.id ?? null;
    };
    // Now: booked, so not in the list; its sheet says so.
    expect(await identifiers(driver, { ...bounds, only_available: 1 })).toEqual([]);
    expect(await oneLot({})).toBe(today.id);
    // Tomorrow 15:00-16:00: found, with no notice, in the list, on the map and in its sheet.
    const res = await find(driver, { ...bounds, only_available: 1, ...tomorrow });
    expect((res.json().data as Lot[]).map((l) => [l.identifier, l.my_reservation])).toEqual([['today', null]]);
    const map = await app.inject({
      method: 'GET',
      url: '/api/parking-finder/map',
      headers: driver.headers,
      query: { ...Object.fromEntries(Object.entries(bounds).map(([k, v]) => [k, String(v)])), ...tomorrow },
    });
    expect((map.json() as { data: unknown[][] }).data.map((m) => m[7])).toEqual([null]);
    expect(await oneLot(tomorrow)).toBeNull();
    // Booked for tomorrow too: now that period's sheet shows that booking.
    const second = await insertReservation(app, {
      lotId: lot.id,
      userId: driver.id,
      start: new Date('2025-06-11T12:00:00Z'),
      end: new Date('2025-06-11T13:00:00Z'),
      registration: 'B10NOW',
    });
    expect(await oneLot(tomorrow)).toBe(second.id);
    expect(await oneLot({})).toBe(today.id);
  });
});

describe('free until', () => {
  it('is the first moment the lot stops being free: schedule, window and bookings together', async () => {
    const { latitude, longitude, bounds } = newArea();
    const owner = await createUser(app);
    const driver = await createUser(app);
    // Monday to Friday 08:00-18:00, until next Monday 09:00 (today is Tuesday 10/06/2025).
    const weeklySchedule = [1, 2, 3, 4, 5].map((day) => ({ day, from: 480, to: 1080 }));
    const until = { availableTo: new Date('2025-06-16T06:00:00Z') };
    await createLot(app, owner.id, { identifier: 'office', latitude, longitude, weeklySchedule, ...until });
    const busy = await createLot(app, owner.id, {
      identifier: 'office-busy',
      latitude,
      longitude,
      weeklySchedule,
      ...until,
    });
    await createLot(app, owner.id, { identifier: 'street', latitude, longitude, ...until });
    await insertReservation(app, { lotId: busy.id, userId: owner.id, start: hours(5.5), end: hours(5.75) });
    const searched = { from: '2025-06-10 16:00:00', to: '2025-06-10 17:00:00' };
    const res = await find(driver, { ...bounds, only_available: 1, sort: 'identifier', ...searched });
    expect((res.json().data as Lot[]).map((l) => [l.identifier, l.free_until])).toEqual([
      ['office', '2025-06-10 18:00:00'],
      ['office-busy', '2025-06-10 17:30:00'],
      ['street', '2025-06-16 09:00:00'],
    ]);
    // The sheet's record says the same.
    const one = await app.inject({
      method: 'GET',
      url: `/api/parking-finder/lots/${busy.id}`,
      headers: driver.headers,
      query: searched,
    });
    expect((one.json().data as Lot).free_until).toBe('2025-06-10 17:30:00');
  });
});

describe('restricted locations', () => {
  it('are found only by authorized users, the owner and administrators', async () => {
    const { latitude, longitude, bounds } = newArea();
    const owner = await createUser(app);
    const stranger = await createUser(app);
    const member = await createUser(app);
    const admin = await createUser(app, { isAdmin: true });
    const campus = await createLocation(app, { title: 'Campus', access: 'restricted', latitude, longitude });
    await authorize(app, campus.id, owner.id);
    await authorize(app, campus.id, member.id);
    await createLot(app, owner.id, { identifier: 'campus-1', locationId: campus.id, latitude, longitude });
    await createLot(app, owner.id, { identifier: 'street-1', latitude, longitude });
    const query = { ...bounds, sort: 'identifier' };
    expect(await identifiers(stranger, query)).toEqual(['street-1']);
    expect(await identifiers(member, query)).toEqual(['campus-1', 'street-1']);
    expect(await identifiers(admin, query)).toEqual(['campus-1', 'street-1']);
    expect(await identifiers(stranger, { ...query, location_name: 'campus' })).toEqual([]);
  });
});

describe('finder input', () => {
  it('refuses an end before the start and incomplete bounds', async () => {
    const driver = await createUser(app);
    const reversed = await find(driver, { from: '2025-06-10 13:00:00', to: '2025-06-10 12:00:00' });
    expect(reversed.statusCode).toBe(422);
    expect(Object.keys(reversed.json().errors)).toEqual(['to']);
    const partial = await find(driver, { 'southWest[lat]': 44.4, 'southWest[lng]': 26.1 });
    expect(partial.statusCode).toBe(422);
    expect(Object.keys(partial.json().errors).sort()).toEqual(['northEast[lat]', 'northEast[lng]']);
    expect((await find(driver, { from: 'tomorrow' })).statusCode).toBe(422);
  });

  it('accepts bounds nested by a qs-style parser as well as flat keys', () => {
    const schema = finderQuerySchema('Europe/Bucharest');
    const nested = schema.parse({ southWest: { lat: '44.4', lng: '26.0' }, northEast: { lat: '44.5', lng: '26.2' } });
    expect(nested).toMatchObject({ 'southWest[lat]': 44.4, 'northEast[lng]': 26.2 });
  });

  it('asks a guest to log in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/parking-finder' })).statusCode).toBe(401);
  });
});
