import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { safeError } from '../../src/server/lib/safe-error-log';
import { createUser } from '../support/factories';
import { createTestApp } from '../support/test-app';

const { app } = await createTestApp();
const NUL = 'a\u0000b';

describe('bad input', () => {
  it('answers 422 naming the field for a NUL byte in any text field', async () => {
    const user = await createUser(app);
    const calls: {
      url: string;
      method: 'POST' | 'PUT';
      field: string;
      payload: Record<string, unknown>;
      headers?: Record<string, string>;
    }[] = [
      {
        method: 'POST',
        url: '/api/register',
        field: 'name',
        payload: { name: NUL, email: 'n@example.test', password: 'password-1', password_confirmation: 'password-1' },
      },
      { method: 'POST', url: '/api/login', field: 'email', payload: { email: NUL, password: 'x' } },
      {
        method: 'POST',
        url: '/api/automobiles',
        field: 'make',
        payload: { make: NUL, model: 'M', registration_number: 'B123ABC' },
        headers: user.headers,
      },
      {
        method: 'POST',
        url: '/api/parking-lots',
        field: 'identifier',
        payload: { identifier: NUL, zone: 'Z', address: 'A', latitude: 44.4, longitude: 26.1 },
        headers: user.headers,
      },
      {
        method: 'POST',
        url: '/api/parking-lots',
        field: 'zone',
        payload: { identifier: 'P1', zone: NUL, address: 'A' },
        headers: user.headers,
      },
      {
        method: 'POST',
        url: '/api/parking-lots',
        field: 'address',
        payload: { identifier: 'P1', zone: 'Z', address: NUL },
        headers: user.headers,
      },
      { method: 'PUT', url: '/api/account', field: 'name', payload: { name: NUL }, headers: user.headers },
    ];
    for (const call of calls) {
      const answer = await app.inject({
        method: call.method,
        url: call.url,
        payload: call.payload,
        headers: call.headers,
      });
      expect(answer.statusCode, `${call.url} ${call.field}`).toBe(422);
      expect(Object.keys(answer.json().errors ?? {}), `${call.url} ${call.field}`).toContain(call.field);
    }
    const query = await app.inject({ method: 'GET', url: '/api/parking-finder?zone=%00', headers: user.headers });
    expect(query.statusCode).toBe(422);
  });

  it('answers 404 for an id too large for the database, like any unknown id', async () => {
    const user = await createUser(app);
    for (const url of [
      '/api/automobiles/99999999999',
      '/api/reservations/99999999999',
      '/api/parking-lots/99999999999',
    ]) {
      const answer = await app.inject({ method: 'GET', url, headers: user.headers });
      expect(answer.statusCode, url).toBe(404);
    }
  });

  it('answers 404 for a path id that is not a positive integer, on every route of the document', async () => {
    const admin = await createUser(app, { isAdmin: true });
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; schema?: { type?: string } }[] }>>;
    };
    const checked: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const ids = (operation.parameters ?? []).filter((p) => p.in === 'path' && p.schema?.type === 'integer');
        if (ids.length === 0) continue;
        for (const bad of ['abc', '0', '-1', '1.5', '1e3', '99999999999']) {
          const url = path.replace(/\{\w+\}/g, bad);
          const answer = await app.inject({ method: method.toUpperCase() as 'GET', url, headers: admin.headers });
          expect(answer.statusCode, `${method} ${url}`).toBe(404);
        }
        checked.push(`${method} ${path}`);
      }
    }
    expect(checked).toContain('get /api/automobiles/{id}/insurances');
    expect(checked.length).toBeGreaterThan(50);
  });

  it('logs a failing query without its parameter values', async () => {
    const secret = '$argon2id$v=19$very-secret-hash';
    const error = await app.deps.db.execute(sql`select ${secret}::integer`).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).message)).toContain(secret);
    const logged = JSON.stringify(safeError(error));
    expect(logged).not.toContain(secret);
    expect(logged).toContain('select');
  });

  it('exits with one line naming DATABASE_URL when the database is unreachable at start', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/serve-api.ts'], {
      cwd: resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATABASE_URL: 'postgres://app:hunter2@127.0.0.1:1/none', PORT: '0', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((r) => child.once('exit', r));
    expect(code).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('DATABASE_URL');
    expect(lines[0]).not.toContain('hunter2');
  }, 60_000);
});
