import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { hashToken } from '../../src/server/lib/tokens';
import { createUser, type TestUser } from '../support/factories';
import { createTestApp } from '../support/test-app';

// Two server processes over one database and one Redis (each app below is what a process
// builds), as in production with several processes: a token cached by one must be forgotten
// by both the moment the other revokes it (docs/auth.md, "The access-token cache").
const { app, database, clock } = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:6379' });
const other = await buildApp({ config: app.deps.config, database, now: clock.now, logger: false });
await other.ready();
const processes = [app, other];

const get = (server: number, url: string, user: TestUser) =>
  processes[server % 2]!.inject({ method: 'GET', url, headers: user.headers });

/** Both processes hold the token (each after its first request: no cache while Redis connects). */
async function bothCaching(user: TestUser) {
  for (let i = 0; i < 50; i += 1) {
    await get(0, '/api/user', user);
    await get(1, '/api/user', user);
    const hash = hashToken(user.token);
    if (processes.every((p) => p.deps.accessTokenCache.holds(hash))) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the processes never cached the token');
}

describe('the access-token cache across two processes', () => {
  it('serves a known token without the lookup, and forgets a logged-out one on both at once (10 of 10)', async () => {
    let refused = 0;
    for (let round = 0; round < 10; round += 1) {
      const user = await createUser(app);
      await bothCaching(user);
      const out = await processes[round % 2]!.inject({ method: 'GET', url: '/api/logout', headers: user.headers });
      expect(out.statusCode).toBeLessThan(300);
      // At once, on the process that did not log out: no wait, no retry.
      const after = await get(round + 1, '/api/user', user);
      if (after.statusCode === 401) refused += 1;
    }
    expect(refused).toBe(10);
  });

  it("refuses a suspended user's next request (401) and grants a new administrator's (200) on the other process", async () => {
    const admin = await createUser(app, { isAdmin: true });
    const user = await createUser(app);
    await bothCaching(user);
    expect((await get(1, '/api/admin/users', user)).statusCode).toBe(403);

    const promote = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}`,
      headers: admin.headers,
      payload: { is_admin: true },
    });
    expect(promote.statusCode, promote.body).toBe(200);
    expect((await get(1, '/api/admin/users', user)).statusCode).toBe(200);

    await bothCaching(user);
    const suspend = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}`,
      headers: admin.headers,
      payload: { is_admin: false, suspended: true, suspended_reason: 'test' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    expect((await get(1, '/api/user', user)).statusCode).toBe(401);
    expect((await get(0, '/api/user', user)).statusCode).toBe(401);
  });

  it('shows a changed name and language on the other process at once', async () => {
    const user = await createUser(app, { language: 'ro' });
    await bothCaching(user);
    const changed = await processes[0]!.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: user.headers,
      payload: { language: 'en' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await get(1, '/api/user', user)).json()).toMatchObject({ language: 'en' });
  });

  it('keeps a token no longer than it is valid', async () => {
    const user = await createUser(app);
    await bothCaching(user);
    clock.advance(61 * 60_000);
    try {
      expect((await get(1, '/api/user', user)).statusCode).toBe(401);
    } finally {
      clock.reset();
    }
  });
});

afterAll(() => other.close());
