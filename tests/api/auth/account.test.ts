import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { locationUsers, locations } from '../../../src/server/db/schema/index';
import { randomClientAddress } from '../../support/client-address';
import { createUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app } = await createTestApp();

const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: randomClientAddress() });
const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/user', headers });
const putAccount = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/account', payload, headers: { ...headers, 'accept-language': 'en' } });

describe('GET /user', () => {
  it('answers the signed-in user with the locations they are authorized for', async () => {
    const user = await createUser(app, { name: 'Dan', phone: '0722123456', language: 'en' });
    const [location] = await app.deps.db
      .insert(locations)
      .values({
        title: 'Garaj Central',
        address: 'Str. Lungă 1',
        latitude: 45.65,
        longitude: 25.6,
        access: 'restricted',
      })
      .returning();
    await app.deps.db
      .insert(locationUsers)
      .values({ locationId: location!.id, userId: user.id, addedAt: new Date('2024-07-01T09:05:07Z') });
    const res = await me(user.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      name: 'Dan',
      email: user.email,
      phone: '0722123456',
      language: 'en',
      is_admin: false,
      locations: [
        { id: location!.id, title: 'Garaj Central', address: 'Str. Lungă 1', added_at: '2024-07-01 12:05:07' },
      ],
      notify: { reservations: true, ending_soon: true, documents: true, credits: true },
    });
    expect(JSON.stringify(res.json())).not.toMatch(/password/i);
  });

  it('answers 401 without a token or with a bad one', async () => {
    expect((await me({})).statusCode).toBe(401);
    expect((await me({ authorization: 'Bearer nonsense' })).statusCode).toBe(401);
    expect((await me({ authorization: 'Basic abc' })).statusCode).toBe(401);
  });
});

describe('GET /logout', () => {
  it('revokes the session so its token stops working', async () => {
    const user = await createUser(app);
    const res = await app.inject({ method: 'GET', url: '/api/logout', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect((await me(user.headers)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/logout', headers: user.headers })).statusCode).toBe(401);
  });

  it('revokes the refresh token of that session too', async () => {
    const user = await createUser(app);
    const tokens = (
      await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: user.password, remember: true },
        remoteAddress: randomClientAddress(),
      })
    ).json();
    await app.inject({ method: 'GET', url: '/api/logout', headers: { authorization: `Bearer ${tokens.token}` } });
    const res = await app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
    });
    expect(res.statusCode).toBe(401);
    // The user's other session is untouched.
    expect((await me(user.headers)).statusCode).toBe(200);
  });
});

describe('PUT /users/{id}', () => {
  it('changes the signed-in user’s language', async () => {
    const user = await createUser(app);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { language: 'en' },
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: user.id, language: 'en' });
    expect((await me(user.headers)).json().language).toBe('en');
  });

  it('answers 404 for another user’s id and changes nothing', async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/${other.id}`,
      payload: { language: 'en' },
      headers: user.headers,
    });
    expect(res.statusCode).toBe(404);
    expect((await me(other.headers)).json().language).toBe('ro');
  });

  it('refuses a language other than ro or en', async () => {
    const user = await createUser(app);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { language: 'de' },
      headers: user.headers,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['language']);
  });
});

describe('PUT /account', () => {
  it('updates name and phone and keeps the password when it is blank', async () => {
    const user = await createUser(app);
    const res = await putAccount(user.headers, {
      name: 'New Name',
      email: user.email,
      phone: '+40 733 000 111',
      password: '',
      password_confirmation: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'New Name', phone: '+40 733 000 111' });
    expect(res.json().message).toBe('Your account has been updated.');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect((await me(user.headers)).statusCode).toBe(200);
  });

  it('clears the phone when it is sent blank', async () => {
    const user = await createUser(app, { phone: '0722123456' });
    const res = await putAccount(user.headers, { name: user.name, email: user.email, phone: '' });
    expect(res.json().data.phone).toBeNull();
  });

  it('changes the password with the current one and signs out the other sessions only', async () => {
    const user = await createUser(app);
    const other = (await login(user.email, user.password)).json();
    const res = await putAccount(user.headers, {
      name: user.name,
      email: user.email,
      password: 'another-pass-1',
      password_confirmation: 'another-pass-1',
      current_password: user.password,
    });
    expect(res.statusCode).toBe(200);
    expect((await me(user.headers)).statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${other.token}` })).statusCode).toBe(401);
    expect((await login(user.email, 'another-pass-1')).statusCode).toBe(200);
  });

  it('requires the current password to change the password or the email', async () => {
    const user = await createUser(app);
    const newPassword = {
      name: user.name,
      email: user.email,
      password: 'another-pass-1',
      password_confirmation: 'another-pass-1',
    };
    const missing = await putAccount(user.headers, newPassword);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.current_password).toEqual(['This field is required.']);
    const wrong = await putAccount(user.headers, { ...newPassword, current_password: 'not-it' });
    expect(wrong.json().errors.current_password).toEqual(['The current password is not correct.']);
    const newEmail = await putAccount(user.headers, { name: user.name, email: `changed-${randomUUID()}@example.test` });
    expect(Object.keys(newEmail.json().errors)).toEqual(['current_password']);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('changes the email with the current password', async () => {
    const user = await createUser(app);
    const email = `changed-${randomUUID()}@example.test`;
    const res = await putAccount(user.headers, { name: user.name, email, current_password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(email);
    expect((await login(email, user.password)).statusCode).toBe(200);
  });

  it('does not ask for the current password when only the case of the email changes', async () => {
    const user = await createUser(app);
    const res = await putAccount(user.headers, { name: user.name, email: user.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an email another account uses, on email', async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const res = await putAccount(user.headers, {
      name: user.name,
      email: other.email,
      current_password: user.password,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['This email address is already registered.']);
  });

  it('validates the fields', async () => {
    const user = await createUser(app);
    const res = await putAccount(user.headers, {
      name: '',
      email: 'bad',
      phone: 'abc',
      password: 'short',
      password_confirmation: 'short',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'name', 'password', 'phone']);
    const mismatch = await putAccount(user.headers, {
      name: 'A',
      email: user.email,
      password: 'long-enough',
      password_confirmation: 'other',
    });
    expect(Object.keys(mismatch.json().errors)).toEqual(['password_confirmation']);
  });

  it('answers 401 without a token, before looking at the body', async () => {
    const res = await app.inject({ method: 'PUT', url: '/api/account', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
