import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { randomClientAddress } from '../../support/client-address';
import { createUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, clock, database } = await createTestApp();
afterEach(() => clock.reset());

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

async function signIn(remember = true) {
  const user = await createUser(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: user.password, remember },
    remoteAddress: randomClientAddress(),
  });
  return res.json() as { token: string; refresh_token: string };
}

const exchange = (refreshToken: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    payload: { grant_type: 'refresh_token', refresh_token: refreshToken },
  });
const me = (token: string) =>
  app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });

describe('POST /oauth/token', () => {
  it('exchanges a refresh token for new tokens and rotates it', async () => {
    const first = await signIn();
    const res = await exchange(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(next).toEqual({
      token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'user',
    });
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect((await me(next.token)).statusCode).toBe(200);
    expect((await exchange(next.refresh_token)).statusCode).toBe(200);
  });

  it('answers 401 to a missing, unknown or malformed refresh token', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'refresh_token' } }))
        .statusCode,
    ).toBe(401);
    expect((await exchange('not-a-token')).statusCode).toBe(401);
    expect((await exchange('')).statusCode).toBe(401);
  });

  it('refuses other grant types with a field error', async () => {
    const first = await signIn();
    const res = await app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: { grant_type: 'password', refresh_token: first.refresh_token },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['grant_type']);
  });

  it('answers the same new pair to a duplicate within the grace window, signing nobody out', async () => {
    const first = await signIn();
    const next = (await exchange(first.refresh_token)).json();
    clock.advance(5 * SECOND);
    const again = await exchange(first.refresh_token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ token: next.token, refresh_token: next.refresh_token, token_type: 'Bearer' });
    expect(again.json().expires_in).toBe(3600 - 5);
    expect((await me(next.token)).statusCode).toBe(200);
    clock.advance(4 * SECOND);
    expect((await exchange(first.refresh_token)).json().refresh_token).toBe(next.refresh_token);
    expect((await exchange(next.refresh_token)).statusCode).toBe(200);
  });

  it('keeps no successor token in clear in the database', async () => {
    const first = await signIn();
    const next = (await exchange(first.refresh_token)).json();
    const dump = JSON.stringify(
      await app.deps.db.execute(
        sql`select (select json_agg(r) from refresh_tokens r) as refresh, (select json_agg(a) from access_tokens a) as access, (select json_agg(s) from instance_secrets s) as secrets`,
      ),
    );
    for (const token of [first.token, first.refresh_token, next.token, next.refresh_token])
      expect(dump).not.toContain(token);
  });

  it('refuses a duplicate whose pair was already exchanged in turn, without revoking', async () => {
    const first = await signIn();
    const second = (await exchange(first.refresh_token)).json();
    const third = (await exchange(second.refresh_token)).json();
    clock.advance(2 * SECOND);
    expect((await exchange(first.refresh_token)).statusCode).toBe(401);
    expect((await me(third.token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a spent token comes back after the grace window', async () => {
    const first = await signIn();
    const second = (await exchange(first.refresh_token)).json();
    const third = (await exchange(second.refresh_token)).json();
    clock.advance(11 * SECOND);
    expect((await exchange(first.refresh_token)).statusCode).toBe(401);
    // Every token of the family is dead: access tokens issued before and the newest refresh token.
    expect((await me(first.token)).statusCode).toBe(401);
    expect((await me(third.token)).statusCode).toBe(401);
    expect((await exchange(third.refresh_token)).statusCode).toBe(401);
  });

  it('leaves the user’s other sessions alone when one family is revoked', async () => {
    const user = await createUser(app);
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: user.password, remember: true },
        remoteAddress: randomClientAddress(),
      });
    const stolen = (await login()).json();
    const other = (await login()).json();
    await exchange(stolen.refresh_token);
    clock.advance(60 * SECOND);
    await exchange(stolen.refresh_token);
    expect((await me(stolen.token)).statusCode).toBe(401);
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it('gives all of 20 simultaneous exchanges of one token the same pair', async () => {
    const first = await signIn();
    const answers = await Promise.all(Array.from({ length: 20 }, () => exchange(first.refresh_token)));
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const pairs = new Set(answers.map((r) => `${r.json().token} ${r.json().refresh_token}`));
    expect(pairs.size).toBe(1);
    const winner = answers[0]?.json();
    expect((await me(winner.token)).statusCode).toBe(200);
    expect((await exchange(winner.refresh_token)).statusCode).toBe(200);
  });

  it('expires an access token after an hour', async () => {
    const first = await signIn();
    clock.advance(59 * 60 * SECOND);
    expect((await me(first.token)).statusCode).toBe(200);
    clock.advance(2 * 60 * SECOND);
    expect((await me(first.token)).statusCode).toBe(401);
    expect((await exchange(first.refresh_token)).statusCode).toBe(200);
  });

  it('expires a refresh token unused for 7 days', async () => {
    const first = await signIn();
    clock.advance(7 * DAY + SECOND);
    expect((await exchange(first.refresh_token)).statusCode).toBe(401);
  });

  it('ends a session 30 days after sign-in however often it is refreshed', async () => {
    let tokens = await signIn();
    for (let day = 6; day <= 30; day += 6) {
      clock.advance(6 * DAY);
      const res = await exchange(tokens.refresh_token);
      if (day < 30) {
        expect(res.statusCode).toBe(200);
        tokens = res.json();
      } else {
        expect(res.statusCode).toBe(401);
      }
    }
  });

  it('signs out a session that was not remembered after an hour', async () => {
    const first = await signIn(false);
    clock.advance(61 * 60 * SECOND);
    expect((await me(first.token)).statusCode).toBe(401);
  });
});

/** Real parallel transactions need PostgreSQL (PGlite runs one at a time). */
describe.runIf(process.env.TEST_DATABASE_URL)('two refreshes racing in parallel transactions (PostgreSQL)', () => {
  it('gives both the same pair: the loser waits for the winner’s commit and replays it', async () => {
    const first = await signIn();
    // Hold the token's row from another connection, so that both exchanges start their
    // transactions and block on it, then let them go at the same moment.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(
        "select 1 from refresh_tokens where token_hash = encode(sha256(convert_to($1, 'utf8')), 'hex') for update",
        [first.refresh_token],
      );
      const racing = Promise.all([exchange(first.refresh_token), exchange(first.refresh_token)]);
      await expect
        .poll(
          async () =>
            (
              await holder.query(
                "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
              )
            ).rows[0].n,
          { timeout: 5_000 },
        )
        .toBe(2);
      await holder.query('commit');
      const [a, b] = await racing;
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.json().token).toBe(b.json().token);
      expect(a.json().refresh_token).toBe(b.json().refresh_token);
      expect((await me(a.json().token)).statusCode).toBe(200);
    } finally {
      await holder.end();
    }
  });
});
