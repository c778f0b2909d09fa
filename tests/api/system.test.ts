import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createTestApp } from '../support/test-app';
import { createTestDatabase } from '../support/test-database';

const { app } = await createTestApp();

describe('system endpoints', () => {
  it('reports health when the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: expect.any(String), checks: { database: 'ok' } });
  });

  it('answers 503 with the failed check when the database does not answer', async () => {
    const database = await createTestDatabase();
    const other = await buildApp({ config: app.deps.config, database, logger: false });
    await other.ready();
    await database.close();
    const res = await other.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', message: expect.any(String), checks: { database: 'down' } });
    await other.close();
  });

  it('serves the public runtime settings without secrets', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ min_credits: 15, system_fee_credits: 5, timezone: 'Europe/Bucharest' });
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  it('answers unknown API paths with 404 in the error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('lists countries with labels in the caller language', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/enums/CountryCode',
      headers: { 'accept-language': 'ro' },
    });
    expect(res.json()).toContainEqual({ value: 'DE', label: 'Germania' });
  });
});
