import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../support/factories';
import { createAutomobile, createLocation, createLot, grantCredits } from '../support/fixtures-parking';
import { postReservation } from '../support/reservation-helpers';
import { createTestApp } from '../support/test-app';

const { app } = await createTestApp();

type Actor = 'anonymous' | 'other' | 'owner' | 'driver' | 'admin';
const actors: Actor[] = ['anonymous', 'other', 'owner', 'driver', 'admin'];

/**
 * Every route that takes an id, called by each kind of caller: no cross-user read or write
 * gets through (someone else's id answers 404, so ids cannot be probed; /admin is 403 for
 * users). Calls are chosen so that none changes the data the next ones use.
 */
describe('authorization matrix', () => {
  it('answers each caller of each route with the status it must get', async () => {
    const owner = await createUser(app, { name: 'Owner' });
    const driver = await createUser(app, { name: 'Driver' });
    const other = await createUser(app, { name: 'Other' });
    const admin = await createUser(app, { name: 'Admin', isAdmin: true });
    const lot = await createLot(app, owner);
    const car = await createAutomobile(app, driver);
    const location = await createLocation(app, { access: 'restricted' });
    await grantCredits(app, driver, 500);
    const booked = await postReservation(app, driver, lot.id, car.id, 60, 120);
    expect(booked.statusCode).toBe(201);
    const reservationId = (booked.json() as { id: number }).id;
    const itpBody = { itp_location: 'RAR', issue_date: '2030-01-10', expires_at: '2031-01-10' };
    const itp = await app.inject({
      method: 'POST',
      url: `/api/automobiles/${car.id}/technical-inspections`,
      headers: driver.headers,
      payload: itpBody,
    });
    const docId = (itp.json() as { data: { id: number } }).data.id;
    const licenseBody = { number: 'AB123456', country_code: 'RO', expiry_date: '2035-05-01' };
    const license = await app.inject({
      method: 'POST',
      url: '/api/driving-licenses',
      headers: driver.headers,
      payload: licenseBody,
    });
    const licenseId = (license.json() as { data: { id: number } }).data.id;
    const categoryBody = { category: 'B', obtained_at: '2015-05-01' };
    const category = await app.inject({
      method: 'POST',
      url: `/api/driving-licenses/${licenseId}/categories`,
      headers: driver.headers,
      payload: categoryBody,
    });
    const categoryId = (category.json() as { data: { id: number } }).data.id;
    const ownOnly = { anonymous: 401, other: 404, owner: 404, admin: 404 } as const;
    const users: Record<Exclude<Actor, 'anonymous'>, TestUser> = { other, owner, driver, admin };

    const routes: {
      name: string;
      method: 'GET' | 'PUT' | 'POST' | 'DELETE';
      url: string;
      payload?: object;
      expect: Record<Actor, number>;
    }[] = [
      {
        name: 'read automobile',
        method: 'GET',
        url: `/api/automobiles/${car.id}`,
        expect: { anonymous: 401, other: 404, owner: 404, driver: 200, admin: 404 },
      },
      {
        name: 'update automobile',
        method: 'PUT',
        url: `/api/automobiles/${car.id}`,
        payload: { make: 'Dacia' },
        expect: { anonymous: 401, other: 404, owner: 404, driver: 200, admin: 404 },
      },
      {
        name: 'delete booked automobile',
        method: 'DELETE',
        url: `/api/automobiles/${car.id}`,
        expect: { anonymous: 401, other: 404, owner: 404, driver: 409, admin: 404 },
      },
      {
        name: 'read lot',
        method: 'GET',
        url: `/api/parking-lots/${lot.id}`,
        expect: { anonymous: 401, other: 404, owner: 200, driver: 404, admin: 404 },
      },
      {
        name: 'update lot',
        method: 'PUT',
        url: `/api/parking-lots/${lot.id}`,
        payload: { identifier: lot.identifier, latitude: lot.latitude, longitude: lot.longitude },
        expect: { anonymous: 401, other: 404, owner: 200, driver: 404, admin: 404 },
      },
      {
        name: 'set lot availability',
        method: 'POST',
        url: `/api/parking-lots/${lot.id}/availability`,
        payload: { duration_minutes: null },
        expect: { anonymous: 401, other: 404, owner: 200, driver: 404, admin: 404 },
      },
      {
        name: 'delete booked lot',
        method: 'DELETE',
        url: `/api/parking-lots/${lot.id}`,
        expect: { anonymous: 401, other: 404, owner: 409, driver: 404, admin: 404 },
      },
      {
        name: 'read reservation',
        method: 'GET',
        url: `/api/reservations/${reservationId}`,
        expect: { anonymous: 401, other: 404, owner: 200, driver: 200, admin: 200 },
      },
      {
        name: 'read the parking pass',
        method: 'GET',
        url: `/api/reservations/${reservationId}/pass`,
        expect: { anonymous: 401, other: 404, owner: 404, driver: 200, admin: 404 },
      },
      {
        name: 'look a registration up on a lot',
        method: 'GET',
        url: `/api/parking-lots/${lot.id}/check?registration=${car.registrationNumber}`,
        expect: { anonymous: 401, other: 404, owner: 200, driver: 404, admin: 404 },
      },
      {
        name: 'finalize scheduled reservation',
        method: 'PUT',
        url: `/api/reservations/${reservationId}`,
        payload: { status: 'finalized' },
        expect: { anonymous: 401, other: 404, owner: 403, driver: 409, admin: 403 },
      },
      {
        name: 'change language',
        method: 'PUT',
        url: `/api/users/${driver.id}`,
        payload: { language: 'ro' },
        expect: { anonymous: 401, other: 404, owner: 404, driver: 200, admin: 404 },
      },
      {
        name: 'grant credits',
        method: 'POST',
        url: `/api/admin/users/${driver.id}/credits`,
        payload: { amount: 10, description: 'Bonus' },
        expect: { anonymous: 401, other: 403, owner: 403, driver: 403, admin: 201 },
      },
      {
        name: 'read admin location',
        method: 'GET',
        url: `/api/admin/locations/${location.id}`,
        expect: { anonymous: 401, other: 403, owner: 403, driver: 403, admin: 200 },
      },
      {
        name: 'authorize for location',
        method: 'POST',
        url: `/api/admin/locations/${location.id}/users/${other.id}`,
        expect: { anonymous: 401, other: 403, owner: 403, driver: 403, admin: 201 },
      },
      {
        name: 'list documents',
        method: 'GET',
        url: `/api/automobiles/${car.id}/technical-inspections`,
        expect: { ...ownOnly, driver: 200 },
      },
      {
        name: 'add document',
        method: 'POST',
        url: `/api/automobiles/${car.id}/first-aid-kits`,
        payload: { expires_at: '2031-01-10' },
        expect: { ...ownOnly, driver: 201 },
      },
      {
        name: 'update document',
        method: 'PUT',
        url: `/api/automobiles/${car.id}/technical-inspections/${docId}`,
        payload: itpBody,
        expect: { ...ownOnly, driver: 200 },
      },
      {
        name: 'read driving licence',
        method: 'GET',
        url: `/api/driving-licenses/${licenseId}`,
        expect: { ...ownOnly, driver: 200 },
      },
      {
        name: 'update driving licence',
        method: 'PUT',
        url: `/api/driving-licenses/${licenseId}`,
        payload: licenseBody,
        expect: { ...ownOnly, driver: 200 },
      },
      {
        name: 'list licence categories',
        method: 'GET',
        url: `/api/driving-licenses/${licenseId}/categories`,
        expect: { ...ownOnly, driver: 200 },
      },
      {
        name: 'update licence category',
        method: 'PUT',
        url: `/api/driving-licenses/${licenseId}/categories/${categoryId}`,
        payload: categoryBody,
        expect: { ...ownOnly, driver: 200 },
      },
      {
        name: 'delete licence category',
        method: 'DELETE',
        url: `/api/driving-licenses/${licenseId}/categories/${categoryId}`,
        expect: { ...ownOnly, driver: 204 },
      },
      {
        name: 'delete document',
        method: 'DELETE',
        url: `/api/automobiles/${car.id}/technical-inspections/${docId}`,
        expect: { ...ownOnly, driver: 204 },
      },
      {
        name: 'delete driving licence',
        method: 'DELETE',
        url: `/api/driving-licenses/${licenseId}`,
        expect: { ...ownOnly, driver: 204 },
      },
    ];

    const actual: Record<string, Record<Actor, number>> = {};
    const expected: Record<string, Record<Actor, number>> = {};
    for (const route of routes) {
      expected[route.name] = route.expect;
      actual[route.name] = {} as Record<Actor, number>;
      for (const actor of actors) {
        const headers = actor === 'anonymous' ? {} : users[actor].headers;
        const res = await app.inject({
          method: route.method,
          url: route.url,
          headers,
          ...(route.payload ? { payload: route.payload } : {}),
        });
        (actual[route.name] as Record<Actor, number>)[actor] = res.statusCode;
      }
    }
    expect(actual).toEqual(expected);
  });
});
