import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { randomClientAddress } from '../../support/client-address';
import { createUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app } = await createTestApp();

const email = () => `new-${randomUUID()}@example.test`;
const valid = () => ({
  name: 'Ioana Pop',
  email: email(),
  password: 'secret-pass-1',
  password_confirmation: 'secret-pass-1',
});
const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/register', payload, headers, remoteAddress: randomClientAddress() });

describe('POST /register', () => {
  it('reports every field error in one answer: a missing name does not hide the confirmation', async () => {
    const res = await register({ email: 'not-an-email', password: 'secret-pass-1', password_confirmation: 'other' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'name', 'password_confirmation']);
  });

  it('creates the account and answers tokens and the user', async () => {
    const payload = { ...valid(), phone: '+40 722 123 456' };
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'user',
      user: {
        name: 'Ioana Pop',
        email: payload.email,
        phone: '+40 722 123 456',
        language: 'ro',
        is_admin: false,
        locations: [],
      },
    });
    const me = await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.json()).toMatchObject({ id: body.user.id, email: payload.email });
  });

  it('takes the language from the body, else from Accept-Language, else ro', async () => {
    const fromBody = await register({ ...valid(), language: 'en' }, { 'accept-language': 'ro' });
    expect(fromBody.json().user.language).toBe('en');
    const fromHeader = await register(valid(), { 'accept-language': 'en-GB,en;q=0.9' });
    expect(fromHeader.json().user.language).toBe('en');
    const fallback = await register(valid(), { 'accept-language': 'de' });
    expect(fallback.json().user.language).toBe('ro');
  });

  it('refuses an email already registered, whatever its case, on email', async () => {
    const existing = await createUser(app);
    const res = await register({ ...valid(), email: existing.email.toUpperCase() }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['This email address is already registered.']);
  });

  it('lets only one of two simultaneous registrations of one email through', async () => {
    const payload = valid();
    const answers = await Promise.all([register(payload), register(payload)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422]);
  });

  it('answers 422 per missing field', async () => {
    const res = await register({}, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(Object.keys(errors).sort()).toEqual(['email', 'name', 'password', 'password_confirmation']);
    expect(errors.name).toEqual(['This field is required.']);
  });

  it('refuses a malformed email, a short password and a phone of the wrong shape', async () => {
    const res = await register(
      { ...valid(), email: 'not-an-email', password: 'short', password_confirmation: 'short', phone: '12ab' },
      {
        'accept-language': 'en',
      },
    );
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.email).toEqual(['Enter a valid email address.']);
    expect(errors.password).toEqual(['Must be at least 8 characters.']);
    expect(errors.phone).toEqual(['Enter a phone number of 7 to 15 digits, optionally starting with +.']);
  });

  it('refuses a confirmation that differs, on password_confirmation, in Romanian by default', async () => {
    const res = await register({ ...valid(), password_confirmation: 'something-else' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['password_confirmation']);
    expect(res.json().errors.password_confirmation[0]).toMatch(/parol/i);
  });

  it('accepts a missing or blank phone as none', async () => {
    const res = await register({ ...valid(), phone: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.phone).toBeNull();
  });
});

describe('registration limit', () => {
  it('refuses more than REGISTRATIONS_PER_HOUR accounts from one address (429), not from another', async () => {
    const remoteAddress = randomClientAddress();
    const from = (address: string) =>
      app.inject({ method: 'POST', url: '/api/register', payload: valid(), remoteAddress: address });
    for (let i = 0; i < 20; i += 1) expect((await from(remoteAddress)).statusCode).toBe(201);
    const refused = await from(remoteAddress);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from(randomClientAddress())).statusCode).toBe(201);
  });
});
