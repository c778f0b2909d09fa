import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/app/lib/api-client';
import { ApiError, errorMessage } from '../../../src/app/lib/api-error';
import { createSessionStore, type SessionStore } from '../../../src/app/lib/session-store';

// A real HTTP server standing in for the API: it knows which access tokens are valid and
// rotates tokens on /api/oauth/token, slowly, so concurrent calls pile up behind a refresh.
type Seen = { method: string; url: string; authorization?: string; language?: string; body: string };
let server: Server;
let base: string;
let seen: Seen[] = [];
let validTokens = new Set<string>();
let refreshCount = 0;
let refreshAnswer: { status: number; body: unknown } | undefined;
let refuseAll = false;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => resolve(body));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization,
      language: req.headers['accept-language'],
      body,
    });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (req.url === '/api/oauth/token') {
      refreshCount += 1;
      await new Promise((r) => setTimeout(r, 50));
      if (refreshAnswer) return send(refreshAnswer.status, refreshAnswer.body);
      const next = `access-${refreshCount + 1}`;
      validTokens = new Set([next]);
      return send(200, {
        token: next,
        refresh_token: `refresh-${refreshCount + 1}`,
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'user',
      });
    }
    if (req.url === '/api/invalid')
      return send(422, { message: 'The given data was invalid.', errors: { email: ['Email is taken.'] } });
    if (req.url === '/api/bare-error') return send(500, {});
    const token = req.headers.authorization?.replace(/^Bearer /, '');
    if (refuseAll || !token || !validTokens.has(token)) return send(401, { message: 'Please login to continue' });
    return send(200, { ok: true, token, url: req.url });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let session: SessionStore;
let unauthorized = 0;
const client = (now = () => Date.now()) =>
  createApiClient({ prefix: base, session, language: () => 'ro', onUnauthorized: () => (unauthorized += 1), now });

function signIn(token: string, expiresIn = 3600) {
  session.setTokens({ token, refresh_token: 'refresh-1', expires_in: expiresIn, scope: 'user' });
  session.setUser({ id: 1, name: 'Ana', email: 'ana@example.test', phone: null, language: 'ro', is_admin: false });
}

beforeEach(() => {
  session = createSessionStore({ persist: false });
  seen = [];
  validTokens = new Set(['access-1']);
  refreshCount = 0;
  refreshAnswer = undefined;
  refuseAll = false;
  unauthorized = 0;
});

describe('the API client', () => {
  it('sends JSON with the bearer token and the app language', async () => {
    signIn('access-1');
    const answer = await client().post<{ ok: boolean }>('things', { json: { a: 1 } });
    expect(answer.ok).toBe(true);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/things',
      authorization: 'Bearer access-1',
      language: 'ro',
      body: '{"a":1}',
    });
  });

  it("sends a call's own language when it asks for one (the inbox, kept per language)", async () => {
    signIn('access-1');
    await client().get('notifications', { headers: { 'Accept-Language': 'en' } });
    await client().get('notifications');
    expect(seen.map((s) => s.language)).toEqual(['en', 'ro']);
  });

  it('refreshes once for concurrent calls that hit a 401, and retries each of them once', async () => {
    signIn('stale-token');
    const api = client();
    const answers = await Promise.all([
      api.get<{ token: string }>('a'),
      api.get<{ token: string }>('b'),
      api.get<{ token: string }>('c'),
    ]);
    expect(refreshCount).toBe(1);
    expect(answers.map((a) => a.token)).toEqual(['access-2', 'access-2', 'access-2']);
    expect(seen.filter((s) => s.url !== '/api/oauth/token')).toHaveLength(6);
    expect(session.get()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(JSON.parse(seen.find((s) => s.url === '/api/oauth/token')!.body)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
    });
    expect(unauthorized).toBe(0);
  });

  it('refreshes before the call when the access token has expired, once for all waiting calls', async () => {
    signIn('access-1', 10);
    const api = client(() => Date.now() + 60_000);
    await Promise.all([api.get('a'), api.get('b')]);
    expect(refreshCount).toBe(1);
    // No call left with the expired token.
    expect(seen.filter((s) => s.authorization === 'Bearer access-1')).toHaveLength(0);
  });

  it('signs out every waiting call when the refresh is refused', async () => {
    signIn('stale-token');
    refreshAnswer = { status: 401, body: { message: 'Session expired' } };
    const api = client();
    const results = await Promise.allSettled([api.get('a'), api.get('b'), api.get('c')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(refreshCount).toBe(1);
    expect(session.get().accessToken).toBeNull();
    expect(session.get().user).toBeNull();
    expect(unauthorized).toBeGreaterThanOrEqual(1);
  });

  it('retries only once: a second 401 signs out instead of looping', async () => {
    signIn('stale-token');
    const api = client();
    // The refreshed token is refused too.
    refuseAll = true;
    await expect(api.get('a')).rejects.toMatchObject({ status: 401 });
    expect(refreshCount).toBe(1);
    expect(seen.filter((s) => s.url === '/api/a').map((s) => s.authorization)).toEqual([
      'Bearer stale-token',
      'Bearer access-2',
    ]);
    expect(session.get().accessToken).toBeNull();
    expect(unauthorized).toBe(1);
  });

  it('signs out on a 401 when there is no refresh token', async () => {
    session.setTokens({ token: 'stale-token', expires_in: 3600, scope: 'user' });
    await expect(client().get('a')).rejects.toBeInstanceOf(ApiError);
    expect(refreshCount).toBe(0);
    expect(session.get().accessToken).toBeNull();
    expect(unauthorized).toBe(1);
  });

  it('does not sign out when a call made without a session is refused (a wrong password)', async () => {
    await expect(client().post('login', { json: {}, anonymous: true })).rejects.toMatchObject({
      status: 401,
      serverMessage: 'Please login to continue',
    });
    expect(unauthorized).toBe(0);
  });

  it("carries the server's message and field errors, else the fallback", async () => {
    const error = await client()
      .post('invalid', { anonymous: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessage(error, 'Registration failed')).toBe('The given data was invalid.');
    expect((error as ApiError).fieldErrors).toEqual({ email: ['Email is taken.'] });
    const bare = await client()
      .get('bare-error', { anonymous: true })
      .catch((e: unknown) => e);
    expect(errorMessage(bare, 'Failed to fetch reservations')).toBe('Failed to fetch reservations');
  });

  it('reports an unreachable server as status 0, keeping the session', async () => {
    signIn('access-1');
    const offline = createApiClient({
      prefix: 'http://127.0.0.1:9/api',
      session,
      language: () => 'en',
      onUnauthorized: () => (unauthorized += 1),
    });
    await expect(offline.get('a')).rejects.toMatchObject({ status: 0 });
    expect(session.get().accessToken).toBe('access-1');
  });
});
