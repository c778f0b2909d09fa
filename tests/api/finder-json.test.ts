import { describe, expect, it } from 'vitest';
import { finderBody, finderLotBody, finderMapBody } from '../../src/domain/contracts/finder';
import { mapAnswer } from '../../src/server/modules/finder/map-answer';
import { searchLots } from '../../src/server/modules/finder/repository';
import { presentLots } from '../../src/server/modules/parking-lots/presenter';
import { createUser } from '../support/factories';
import { authorize, createLocation, createLot, insertReservation } from '../support/fixtures-lots';
import { createTestApp } from '../support/test-app';

// The map search builds its lots' JSON in the database (finder/free-lots-json.ts); the other
// lot answers build it in TypeScript (parking-lots/presenter.ts). They must not drift.
const { app, clock } = await createTestApp();
const NOW = new Date('2025-10-26T00:30:00Z'); // 03:30 in Bucharest, the night summer time ends
clock.set(NOW);
const minutes = (m: number) => new Date(NOW.getTime() + m * 60_000);

describe('finder map answer built by the database', () => {
  it('is the same JSON, key for key, as the TypeScript lot answer', async () => {
    const latitude = 47.123456789;
    const longitude = 23.987654321;
    const bounds = {
      'southWest[lat]': latitude - 0.01,
      'southWest[lng]': longitude - 0.01,
      'northEast[lat]': latitude + 0.01,
      'northEast[lng]': longitude + 0.01,
    };
    const owner = await createUser(app);
    const driver = await createUser(app);
    const publicPlace = await createLocation(app, {
      title: 'Piața "Unirii" \\ Nord',
      latitude,
      longitude,
      access: 'public',
    });
    const restricted = await createLocation(app, { title: 'Birouri', latitude, longitude, access: 'restricted' });
    await authorize(app, restricted.id, driver.id);
    await createLot(app, owner.id, { identifier: 'plain', latitude: latitude + 0.001, longitude });
    await createLot(app, owner.id, {
      identifier: 'in place',
      locationId: publicPlace.id,
      zone: 'Zona Ș',
      address: 'Str. Ăîâ 1',
      latitude: latitude + 0.002,
      longitude: longitude + 0.0001,
    });
    await createLot(app, owner.id, {
      identifier: 'restricted',
      locationId: restricted.id,
      latitude: latitude - 0.003,
      longitude,
      orientationDegrees: 359,
      enteringType: 'long_side',
      accessType: 'private',
    });
    // A window that starts inside the search and ends inside it (clipped on both sides), with fractional seconds.
    await createLot(app, owner.id, {
      identifier: 'clipped',
      latitude,
      longitude: longitude + 0.004,
      availableFrom: new Date(minutes(20).getTime() + 123),
      availableTo: minutes(100),
      fastAvailabilityDurations: [15, 45],
    });
    await createLot(app, owner.id, {
      identifier: 'ends later',
      latitude: latitude + 0.003,
      longitude,
      availableTo: minutes(500),
    });
    // A weekly schedule on the night the clocks go back: 03:30 happens twice (the later one
    // counts, as in PostgreSQL); two pieces of the range, in SQL and in TypeScript alike.
    await createLot(app, owner.id, {
      identifier: 'scheduled',
      latitude: latitude - 0.001,
      longitude,
      weeklySchedule: [
        { day: 7, from: 210, to: 250 },
        { day: 7, from: 270, to: 300 },
      ],
    });
    const mine = await createLot(app, owner.id, {
      identifier: 'mine',
      latitude: latitude + 0.0005,
      longitude: longitude - 0.0005,
    });
    await insertReservation(app, {
      lotId: mine.id,
      userId: driver.id,
      start: minutes(200),
      end: minutes(260),
      registration: 'B77XYZ',
    });
    await insertReservation(app, {
      lotId: mine.id,
      userId: driver.id,
      start: minutes(300),
      end: minutes(320),
      registration: 'B88XYZ',
    });

    const cases: Record<string, string>[] = [{}, { only_available: '1', sort: 'identifier' }, { identifier: 'i' }];
    for (const extra of cases) {
      const query = {
        ...Object.fromEntries(Object.entries(bounds).map(([k, v]) => [k, String(v)])),
        from: '2025-10-26 03:40:00',
        to: '2025-10-26 05:10:00',
        ...extra,
      };
      const res = await app.inject({ method: 'GET', url: '/api/parking-finder', headers: driver.headers, query });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const fromDatabase = (res.json() as { data: unknown[] }).data;
      // Sent without the serializer: the contract is checked here, strictly (no key it does not name).
      expect(finderBody.parse(res.json())).toEqual(res.json());
      expect(fromDatabase.length).toBeGreaterThan(0);

      const range = { from: new Date('2025-10-26T00:40:00Z'), to: new Date('2025-10-26T03:10:00Z') };
      const viewer = { id: driver.id, isAdmin: false };
      const rows = await searchLots(app.deps.db, {
        viewer,
        timeZone: 'Europe/Bucharest',
        bounds: {
          south: bounds['southWest[lat]'],
          west: bounds['southWest[lng]'],
          north: bounds['northEast[lat]'],
          east: bounds['northEast[lng]'],
        },
        identifier: extra.identifier,
        windowCovers: extra.only_available ? range : undefined,
        freeFor: range,
        orderBy: extra.sort ? 'identifier' : 'distance',
        limit: 500,
      });
      const fromTypeScript = await presentLots(app.deps.db, rows, {
        viewerId: driver.id,
        range,
        now: NOW,
        zone: app.deps.config.APP_TIMEZONE,
      });
      // Compared as text after parsing (the database writes "key" : value with spaces): the
      // same keys in the same order, the same numbers and strings.
      expect(JSON.stringify(fromDatabase)).toBe(JSON.stringify(fromTypeScript));
      const scheduled = (fromDatabase as { identifier: string; available_periods: unknown[] }[]).find(
        (lot) => lot.identifier === 'scheduled',
      );
      // Listed with its two pieces; left out where the range must be covered whole.
      if (Object.keys(extra).length === 0) {
        expect(scheduled?.available_periods).toEqual([
          { from: '2025-10-26 03:30:00', to: '2025-10-26 04:10:00' },
          { from: '2025-10-26 04:30:00', to: '2025-10-26 05:00:00' },
        ]);
      } else expect(scheduled).toBeUndefined();
      expect(fromDatabase.length).toBeGreaterThan(0);

      // The map's answer: the same lots as marker tuples, each location once.
      const map = await app.inject({ method: 'GET', url: '/api/parking-finder/map', headers: driver.headers, query });
      expect(map.statusCode).toBe(200);
      expect(map.headers['content-type']).toMatch(/^application\/json/);
      expect(finderMapBody.parse(map.json())).toEqual(map.json());
      // Byte for byte: the database writes it as compact as JSON.stringify does.
      expect(map.body).toBe(JSON.stringify(mapAnswer(fromTypeScript)));
      const markers = (map.json() as { data: unknown[][]; locations: { id: number }[] }).data;
      expect(markers.map((m) => m[0])).toEqual(fromTypeScript.map((lot) => lot.id));
      // 'mine' is booked by the driver at other times only: bookable, so no my_reservation_id.
      expect(markers.every((m) => m[7] === null)).toBe(true);
      expect(markers.some((m) => m[6] !== null)).toBe(true); // available_to of 'clipped'
      expect((map.json() as { locations: { id: number }[] }).locations.map((l) => l.id)).toEqual(
        [publicPlace.id, restricted.id].filter((id) => fromTypeScript.some((lot) => lot.location_id === id)),
      );
      // Several times the bytes of the map answer for the same lots.
      expect(map.body.length * 2).toBeLessThan(res.body.length);

      // The sheet's full record of each lot, as the list answered it.
      for (const lot of fromTypeScript) {
        const one = await app.inject({
          method: 'GET',
          url: `/api/parking-finder/lots/${lot.id}`,
          headers: driver.headers,
          query,
        });
        expect(one.statusCode).toBe(200);
        expect(finderLotBody.parse(one.json())).toEqual({ data: lot });
      }
    }
  });

  it('answers an empty list as []', async () => {
    const driver = await createUser(app);
    const res = await app.inject({
      method: 'GET',
      url: '/api/parking-finder',
      headers: driver.headers,
      query: { 'southWest[lat]': '-60', 'southWest[lng]': '-60', 'northEast[lat]': '-59.9', 'northEast[lng]': '-59.9' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
    const map = await app.inject({
      method: 'GET',
      url: '/api/parking-finder/map',
      headers: driver.headers,
      query: { 'southWest[lat]': '-60', 'southWest[lng]': '-60', 'northEast[lat]': '-59.9', 'northEast[lng]': '-59.9' },
    });
    expect(map.json()).toEqual({ data: [], locations: [] });
  });

  it('answers the map with the alternative period as the same tuples, and one lot even once booked', async () => {
    const owner = await createUser(app);
    const driver = await createUser(app);
    const place = await createLocation(app, { title: 'Gara', latitude: 45.5, longitude: 25.5, access: 'public' });
    const lot = await createLot(app, owner.id, {
      identifier: 'alt',
      locationId: place.id,
      latitude: 45.5000004,
      longitude: 25.5,
    });
    await insertReservation(app, {
      lotId: lot.id,
      userId: driver.id,
      start: minutes(10),
      end: minutes(100),
      registration: 'B1ALT',
    });
    const query = {
      'southWest[lat]': '45.49',
      'southWest[lng]': '25.49',
      'northEast[lat]': '45.51',
      'northEast[lng]': '25.51',
      from: '2025-10-26 03:40:00',
      to: '2025-10-26 04:10:00',
    };
    const map = await app.inject({
      method: 'GET',
      url: '/api/parking-finder/map',
      headers: driver.headers,
      query: { ...query, alternative_period: '1' },
    });
    expect(map.statusCode).toBe(200);
    const body = finderMapBody.parse(map.json());
    expect(body.data).toHaveLength(1);
    expect(body.data[0]?.[0]).toBe(lot.id);
    expect(body.data[0]?.[3]).toBe(45.5);
    expect(body.data[0]?.[7]).toEqual(expect.any(Number));
    expect(body.locations.map((l) => l.title)).toEqual(['Gara']);
    // Booked for the range: the map search no longer finds it, its sheet still reads it.
    const free = await app.inject({ method: 'GET', url: '/api/parking-finder/map', headers: driver.headers, query });
    expect(free.json()).toEqual({ data: [], locations: [] });
    const one = await app.inject({
      method: 'GET',
      url: `/api/parking-finder/lots/${lot.id}`,
      headers: driver.headers,
      query,
    });
    expect(one.statusCode).toBe(200);
    expect((one.json() as { data: { my_reservation: { id: number } } }).data.my_reservation.id).toBe(body.data[0]?.[7]);
    const missing = await app.inject({
      method: 'GET',
      url: '/api/parking-finder/lots/2147483000',
      headers: driver.headers,
      query,
    });
    expect(missing.statusCode).toBe(404);
  });
});
