import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { randomClientAddress } from '../../support/client-address';
import { createUser, type TestUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, clock, mail } = await createTestApp();
afterEach(() => clock.reset());

const neutral = 'If the email exists, we have sent a password reset link. Please check your inbox.';
const forgot = (email: string, remoteAddress = randomClientAddress(), language = 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/forgot-password',
    payload: { email },
    remoteAddress,
    headers: { 'accept-language': language },
  });
const reset = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/reset-password', payload, headers: { 'accept-language': 'en' } });
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: randomClientAddress() });

/** Requests a link and reads it from the mail that really went through SMTP. */
async function mailedLink(user: TestUser) {
  expect((await forgot(user.email)).statusCode).toBe(200);
  const received = await mail.waitFor(user.email);
  const match = /(http:\/\/localhost:3000\/reset-password\?\S+)/.exec(received.text);
  if (!match?.[1]) throw new Error(`no link in mail:\n${received.text}`);
  const url = new URL(match[1]);
  return {
    token: url.searchParams.get('token') ?? '',
    email: url.searchParams.get('email') ?? '',
    text: received.text,
  };
}

describe('password reset', () => {
  it('mails a link, sets the new password with it and signs out every session', async () => {
    const user = await createUser(app);
    const link = await mailedLink(user);
    expect(link.email).toBe(user.email);
    const res = await reset({
      email: link.email,
      token: link.token,
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your password has been reset. You can now log in.');
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: user.headers })).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(422);
    expect((await login(user.email, 'brand-new-pass')).statusCode).toBe(200);
  });

  it('writes the mail in the account’s language', async () => {
    const user = await createUser(app, { language: 'ro' });
    const link = await mailedLink(user);
    expect(link.text).toContain('parol');
    const english = await createUser(app, { language: 'en' });
    expect((await mailedLink(english)).text).toContain('reset the password');
  });

  it('accepts a link only once', async () => {
    const user = await createUser(app);
    const link = await mailedLink(user);
    const payload = {
      email: user.email,
      token: link.token,
      password: 'first-new-pass',
      password_confirmation: 'first-new-pass',
    };
    expect((await reset(payload)).statusCode).toBe(200);
    const again = await reset({ ...payload, password: 'second-new-pass', password_confirmation: 'second-new-pass' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual(['This password reset link is invalid or has expired.']);
    expect((await login(user.email, 'first-new-pass')).statusCode).toBe(200);
  });

  it('refuses a link after 60 minutes', async () => {
    const user = await createUser(app);
    const link = await mailedLink(user);
    clock.advance(61 * 60 * 1000);
    const res = await reset({
      email: user.email,
      token: link.token,
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['token']);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses a made-up token, or a real one with another email', async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const link = await mailedLink(user);
    const pass = { password: 'brand-new-pass', password_confirmation: 'brand-new-pass' };
    expect((await reset({ email: user.email, token: 'made-up', ...pass })).statusCode).toBe(422);
    expect((await reset({ email: other.email, token: link.token, ...pass })).statusCode).toBe(422);
    expect((await reset({ email: `nobody-${randomUUID()}@example.test`, token: link.token, ...pass })).statusCode).toBe(
      422,
    );
  });

  it('validates the reset form per field', async () => {
    const missing = await reset({});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['email', 'password', 'password_confirmation', 'token']);
    const mismatch = await reset({
      email: 'a@example.test',
      token: 't',
      password: 'long-enough',
      password_confirmation: 'different',
    });
    expect(Object.keys(mismatch.json().errors)).toEqual(['password_confirmation']);
  });

  it('answers the same neutral message for an unknown email, and mails nothing', async () => {
    const email = `nobody-${randomUUID()}@example.test`;
    const res = await forgot(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: neutral });
    await expect(mail.waitFor(email, 300)).rejects.toThrow();
  });

  it('translates the neutral message', async () => {
    const res = await forgot(`nobody-${randomUUID()}@example.test`, randomClientAddress(), 'ro');
    expect(res.json().message).toMatch(/Dacă/);
  });

  it('refuses a malformed email with a field error', async () => {
    const res = await forgot('not-an-email');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['email']);
  });

  it('limits requests per email to 3 an hour, known or not', async () => {
    for (const email of [(await createUser(app)).email, `nobody-${randomUUID()}@example.test`]) {
      for (let i = 0; i < 3; i += 1) expect((await forgot(email)).statusCode).toBe(200);
      const blocked = await forgot(email);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('limits requests per client address', async () => {
    const address = randomClientAddress();
    for (let i = 0; i < 10; i += 1) {
      expect((await forgot(`nobody-${randomUUID()}@example.test`, address)).statusCode).toBe(200);
    }
    const blocked = await forgot(`nobody-${randomUUID()}@example.test`, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
