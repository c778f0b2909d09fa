import { sql } from 'drizzle-orm';
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

  it('stays alive (health 200) but not ready (503) when the database does not answer', async () => {
    const database = await createTestDatabase();
    const other = await buildApp({ config: app.deps.config, database, logger: false });
    await other.ready();
    await database.close();
    const health = await other.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'degraded', database: expect.any(String), checks: { database: 'down' } });
    const ready = await other.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      message: 'Database unavailable',
      checks: { database: 'down', migrations: 'unknown' },
    });
    await other.close();
  });

  it('is ready when migrated to this build, and not ready once draining or when the database is behind', async () => {
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });

    // The database as an older build left it: the newest migration not applied yet.
    const behind = await createTestDatabase();
    const older = await buildApp({ config: app.deps.config, database: behind, logger: false });
    await older.ready();
    await behind.db.execute(sql`delete from drizzle.__drizzle_migrations
      where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    const notMigrated = await older.inject({ method: 'GET', url: '/api/ready' });
    expect(notMigrated.statusCode).toBe(503);
    expect(notMigrated.json()).toMatchObject({ status: 'unavailable', checks: { migrations: 'pending' } });

    // A stop signal: not ready from that moment, while still answering everything else.
    older.deps.lifecycle.startDraining();
    const draining = await older.inject({ method: 'GET', url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ status: 'draining' });
    expect((await older.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await older.close();
    await behind.close();
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
