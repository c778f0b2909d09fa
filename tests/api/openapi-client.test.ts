import { join } from 'node:path';
import createClient from 'openapi-fetch';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/factories';
import { createAutomobile, createLot, grantCredits } from '../support/fixtures-parking';
import { generateTypes, typeErrors } from '../support/generated-types';
import { inMinutes } from '../support/reservation-helpers';
import { createTestApp } from '../support/test-app';

// An integrator's client, built the usual way: openapi-typescript generates the types from the
// document the server serves, openapi-fetch calls the server with them. The calls must compile
// against the generated types and work against the running server.
const { app } = await createTestApp();
const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
const document = await (await fetch(`${baseUrl}/api/openapi.json`)).json();
const { dir } = await generateTypes(document);

/** The integrator's code, in a file of its own that imports the generated `paths`. */
const calls = `
import type { Client } from 'openapi-fetch';
import type { paths } from './openapi';

type Booking = { email: string; password: string; automobileId: number; start: string; end: string };

export async function bookThroughTheClient(client: Client<paths>, booking: Booking) {
  const signedIn = await client.POST('/api/login', {
    body: { email: booking.email, password: booking.password, remember: false },
  });
  if (!signedIn.data) throw new Error('login: ' + signedIn.response.status);
  const headers = { authorization: 'Bearer ' + signedIn.data.token };
  const cars = await client.GET('/api/automobiles', { headers });
  const found = await client.GET('/api/parking-finder', {
    headers,
    params: { query: { from: booking.start, to: booking.end, only_available: '1', 'southWest[lat]': 44.4, 'southWest[lng]': 26.0, 'northEast[lat]': 44.5, 'northEast[lng]': 26.2 } },
  });
  const lot = found.data?.data[0];
  if (!lot) throw new Error('finder: ' + found.response.status);
  const created = await client.POST('/api/reservations', {
    headers,
    body: { parking_lot_id: lot.id, automobile_id: booking.automobileId, start_time: booking.start, end_time: booking.end },
  });
  if (!created.data) throw new Error('reservation: ' + created.response.status + ' ' + JSON.stringify(created.error));
  const reservation = await client.GET('/api/reservations/{id}', { headers, params: { path: { id: created.data.id } } });
  const withoutToken = await client.GET('/api/automobiles');
  return {
    cars: cars.data?.data.map((car) => car.registration_number) ?? [],
    lot: lot.identifier,
    reservation: reservation.data?.status,
    withoutToken: { status: withoutToken.response.status, message: withoutToken.error?.message },
  };
}

// A path id is a number, and a body is checked field by field.
export function refusedByTheCompiler(client: Client<paths>) {
  // @ts-expect-error the id is an integer, not text
  void client.GET('/api/automobiles/{id}', { params: { path: { id: 'first' } } });
  // @ts-expect-error login takes an email, not a user name
  void client.POST('/api/login', { body: { username: 'driver', password: 'secret' } });
}
`;

describe('a client generated from the document (openapi-typescript, openapi-fetch)', () => {
  let errors: string[] = [];
  beforeAll(() => {
    errors = typeErrors(dir, 'client-calls.ts', calls);
  }, 120_000);

  it('compiles against the generated types', () => {
    expect(errors, errors.join('\n').slice(0, 3000)).toEqual([]);
  });

  it('signs in, lists, finds a lot and reserves it on the running server', async () => {
    const owner = await createUser(app);
    const driver = await createUser(app, { language: 'en' });
    const lot = await createLot(app, owner);
    const car = await createAutomobile(app, driver, { registrationNumber: 'B77GEN' });
    await grantCredits(app, driver, 500);
    const { bookThroughTheClient } = (await import(join(dir, 'client-calls.ts'))) as {
      bookThroughTheClient: (client: unknown, booking: object) => Promise<Record<string, unknown>>;
    };
    const client = createClient({ baseUrl });
    const outcome = await bookThroughTheClient(client, {
      email: driver.email,
      password: driver.password,
      automobileId: car.id,
      start: inMinutes(app, 60),
      end: inMinutes(app, 120),
    });
    expect(outcome).toEqual({
      cars: ['B77GEN'],
      lot: lot.identifier,
      reservation: 'scheduled',
      withoutToken: { status: 401, message: expect.any(String) },
    });
  });
});
