import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { randomClientAddress } from '../../support/client-address';
import { createUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app } = await createTestApp();

const login = (payload: Record<string, unknown>, remoteAddress = randomClientAddress()) =>
  app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress, headers: { 'accept-language': 'en' } });

describe('POST /login', () => {
  it('signs in with a refresh token when remembered', async () => {
    const user = await createUser(app);
    const res = await login({ email: user.email, password: user.password, remember: true });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'user',
    });
    const me = await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.json().id).toBe(user.id);
  });

  it('issues no refresh token without remember', async () => {
    const user = await createUser(app);
    const res = await login({ email: user.email, password: user.password, remember: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('refresh_token');
    expect((await login({ email: user.email, password: user.password })).json()).not.toHaveProperty('refresh_token');
  });

  it('matches the email whatever its case and surrounding spaces', async () => {
    const user = await createUser(app);
    const res = await login({ email: `  ${user.email.toUpperCase()} `, password: user.password });
    expect(res.statusCode).toBe(200);
  });

  it('gives an administrator the admin scope', async () => {
    const admin = await createUser(app, { isAdmin: true });
    expect((await login({ email: admin.email, password: admin.password })).json().scope).toBe('user admin');
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const user = await createUser(app);
    const wrong = await login({ email: user.email, password: 'not-the-password' });
    const unknown = await login({ email: `nobody-${randomUUID()}@example.test`, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: 'Invalid email or password',
      errors: { email: ['Invalid email or password'] },
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('spends similar time on an unknown email as on a wrong password', async () => {
    const user = await createUser(app);
    const time = async (email: string) => {
      const started = performance.now();
      await login({ email, password: 'not-the-password' });
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      known.push(await time(user.email));
      unknown.push(await time(`nobody-${randomUUID()}@example.test`));
    }
    // Both run one argon2 verification (several ms); without the dummy check the unknown one takes
    // ~1 ms. The fastest of each: a busy machine only adds time, so the minimum is the work itself.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.3);
  });

  it('answers 422 per missing or malformed field', async () => {
    const res = await login({});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'password']);
    const malformed = await login({ email: 'nope', password: 'x', remember: 'maybe' });
    expect(Object.keys(malformed.json().errors).sort()).toEqual(['email', 'remember']);
  });

  it('locks an (account, address) pair after 5 failures, with Retry-After, even for the right password', async () => {
    const user = await createUser(app);
    const attacker = randomClientAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await login({ email: user.email, password: `wrong-${i}` }, attacker)).statusCode).toBe(422);
    }
    // The owner, on their own address, is not locked out by a stranger's guesses.
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
    const blocked = await login({ email: user.email, password: user.password }, attacker);
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json().message).toBe(`Too many attempts. Please try again in ${retryAfter} seconds.`);
  });

  it('counts failed attempts per client address across accounts', async () => {
    const address = randomClientAddress();
    for (let i = 0; i < 20; i += 1) {
      const res = await login({ email: `spray-${i}-${randomUUID()}@example.test`, password: 'guess' }, address);
      expect(res.statusCode).toBe(422);
    }
    const user = await createUser(app);
    const blocked = await login({ email: user.email, password: user.password }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('forgets earlier failures of an account after a successful sign-in', async () => {
    const user = await createUser(app);
    const address = randomClientAddress();
    for (let i = 0; i < 4; i += 1) await login({ email: user.email, password: 'wrong' }, address);
    expect((await login({ email: user.email, password: user.password }, address)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1)
      expect((await login({ email: user.email, password: 'wrong' }, address)).statusCode).toBe(422);
    expect((await login({ email: user.email, password: user.password }, address)).statusCode).toBe(200);
  });

  it('translates the failure into Romanian', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: `nobody-${randomUUID()}@example.test`, password: 'whatever' },
      remoteAddress: randomClientAddress(),
      headers: { 'accept-language': 'ro' },
    });
    expect(res.json().message).toBe('Email sau parolă incorecte');
  });
});
