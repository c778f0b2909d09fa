import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories';
import { createAutomobile, createLot } from '../support/fixtures-parking';
import { createTestApp } from '../support/test-app';

const { app } = await createTestApp();

// Half of a UTF-16 pair, alone: valid in a JSON string ("\ud800"), not text PostgreSQL can hold
// (a jsonb audit entry refused it with a 500).
const LONE = 'a\ud800b';

type Call = { method: 'POST' | 'PUT'; url: string; field: string; payload: unknown; headers?: Record<string, string> };

describe('a lone surrogate in a text field', () => {
  it('answers 422 naming the field, on every kind of route', async () => {
    const admin = await createUser(app, { isAdmin: true });
    const driver = await createUser(app);
    const owner = await createUser(app);
    const lot = await createLot(app, owner);
    const car = await createAutomobile(app, driver);
    const calls: Call[] = [
      { method: 'PUT', url: `/api/admin/users/${driver.id}`, field: 'name', payload: { name: LONE } },
      {
        method: 'POST',
        url: `/api/admin/users/${driver.id}/credits`,
        field: 'description',
        payload: { amount: 10, description: LONE },
      },
      {
        method: 'PUT',
        url: `/api/admin/parking-lots/${lot.id}`,
        field: 'reason',
        payload: { available: false, reason: LONE },
      },
      {
        method: 'POST',
        url: '/api/admin/locations',
        field: 'title',
        payload: { title: LONE, latitude: 44.4, longitude: 26.1 },
      },
    ].map((call) => ({ ...call, headers: admin.headers }) as Call);
    calls.push(
      { method: 'PUT', url: '/api/account', field: 'name', payload: { name: LONE }, headers: driver.headers },
      {
        method: 'PUT',
        url: `/api/automobiles/${car.id}`,
        field: 'model',
        payload: { model: LONE },
        headers: driver.headers,
      },
      {
        method: 'POST',
        url: `/api/automobiles/${car.id}/insurances`,
        field: 'notes',
        payload: { provider: 'P', valid_from: '2030-01-01', valid_until: '2030-12-31', notes: LONE },
        headers: driver.headers,
      },
      {
        method: 'POST',
        url: '/api/parking-lots',
        field: 'address',
        payload: { identifier: 'S1', zone: 'Z', address: LONE, latitude: 44.4, longitude: 26.1 },
        headers: owner.headers,
      },
      { method: 'POST', url: '/api/login', field: 'email', payload: { email: LONE, password: 'x' } },
      // Deep inside a body, and in a key.
      {
        method: 'POST',
        url: '/api/register',
        field: `x${LONE}`,
        payload: { [`x${LONE}`]: 1, name: 'N', email: 'e@example.test', password: 'p', password_confirmation: 'p' },
      },
    );
    for (const call of calls) {
      const answer = await app.inject({
        method: call.method,
        url: call.url,
        headers: { 'content-type': 'application/json', ...call.headers },
        // JSON.stringify writes a lone surrogate as the escape \ud800, as any client would.
        payload: JSON.stringify(call.payload),
      });
      const name = `${call.method} ${call.url} ${call.field}`;
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(422);
      expect(Object.keys(answer.json().errors ?? {}), name).toContain(call.field);
    }
  });

  it('reads broken UTF-8 in a query as text (U+FFFD) and answers it in a path with the error shape', async () => {
    const admin = await createUser(app, { isAdmin: true });
    for (const url of ['/api/parking-finder?zone=a%ED%A0%80', '/api/admin/users?q=%ED%A0%80']) {
      const answer = await app.inject({ method: 'GET', url, headers: admin.headers });
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
    }
    const path = await app.inject({ method: 'GET', url: '/api/automobiles/%ED%A0%80', headers: admin.headers });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual({ message: 'Datele trimise nu sunt valide.' });
    const long = await app.inject({
      method: 'GET',
      url: `/api/automobiles/${'9'.repeat(120)}`,
      headers: admin.headers,
    });
    expect(long.statusCode).toBe(404);
    expect(long.json()).toEqual({ message: 'Nu a fost găsit.' });
  });
});
