import { globalAgent } from 'node:https';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../src/server/db/schema/index';
import { runEndingSoon } from '../../src/server/jobs/reminders';
import { createUser, type TestUser } from '../support/factories';
import { assertLedgerBalanced } from '../support/ledger';
import { browserKeys, decryptPush, startPushService, type BrowserKeys } from '../support/push-service';
import { bookedReservation, bookLotAsNewDriver, inMinutes, setStatus } from '../support/reservation-helpers';
import { createTestApp } from '../support/test-app';

// The stand-in push service listens on loopback: allow it as the browsers' services are allowed.
const { app, clock } = await createTestApp({ PUSH_SERVICE_HOSTS: '127.0.0.1' });
const push = await startPushService();
// web-push talks to the stand-in over HTTPS through the default agent: trust its certificate.
globalAgent.options.ca = push.ca;
afterAll(() => push.close());

const MIN = 60_000;
beforeEach(() => {
  clock.set(new Date(Math.floor(Date.now() / 60_000) * 60_000));
  push.received.length = 0;
});
afterEach(async () => {
  await assertLedgerBalanced(app);
  clock.reset();
});

let device = 0;
async function subscribe(user: TestUser): Promise<BrowserKeys & { path: string }> {
  const keys = browserKeys();
  const path = `/push/device-${(device += 1)}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/push-subscriptions',
    headers: user.headers,
    payload: { endpoint: `${push.url}${path}`, keys: { p256dh: keys.p256dh, auth: keys.auth } },
  });
  expect(res.statusCode).toBe(204);
  return { ...keys, path };
}

const act = (id: number | string, token: string) =>
  app.inject({ method: 'POST', url: `/api/reservations/${id}/actions`, payload: { token } });

type Payload = {
  id: number;
  title: string;
  message: string;
  url: string;
  reservation_id: number;
  actions?: { action: string; title: string; token: string }[];
};

/**
 * The "ending soon" push a device received. Another push may reach the device first: the
 * booking's own notification is sent on after its commit, and on a busy machine it can find the
 * subscription made just after the booking.
 */
async function endingSoonPush(dev: BrowserKeys & { path: string }): Promise<Payload | undefined> {
  const deadline = Date.now() + 5_000;
  for (let count = 1; ; count += 1) {
    const received = await push.waitFor(count, dev.path, Math.max(0, deadline - Date.now()));
    const found = received
      .map((message) => decryptPush(message, dev) as Payload)
      .find((payload) => payload.actions !== undefined);
    if (found || received.length < count) return found;
  }
}

describe('Web Push', () => {
  it('publishes one VAPID public key in GET /api/config, kept across calls', async () => {
    const first = (await app.inject({ method: 'GET', url: '/api/config' })).json();
    const again = (await app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(first.vapid_public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(again.vapid_public_key).toBe(first.vapid_public_key);
  });

  it('sends a reservation event to each device of the recipient, encrypted for it, in their language', async () => {
    const owner = await createUser(app, { language: 'ro' });
    const phone = await subscribe(owner);
    const laptop = await subscribe(owner);
    const { reservation } = await bookedReservationFor(owner);
    const [toPhone] = await push.waitFor(1, phone.path);
    const [toLaptop] = await push.waitFor(1, laptop.path);
    if (!toPhone || !toLaptop) throw new Error('no push received');
    expect(push.received).toHaveLength(2);
    const key = (await app.inject({ method: 'GET', url: '/api/config' })).json().vapid_public_key as string;
    expect(toPhone.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key}$`));
    expect(toPhone.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(toPhone.headers.ttl)).toBeGreaterThan(0);
    const payload = decryptPush(toPhone, phone) as Payload;
    expect(payload).toMatchObject({
      title: 'Rezervare nouă',
      url: `/reservations/${reservation.id}`,
      reservation_id: reservation.id,
    });
    expect(payload.actions).toBeUndefined();
    expect(decryptPush(toLaptop, laptop)).toEqual(payload);
    // The phone's keys cannot read the laptop's message.
    expect(() => decryptPush(toLaptop, phone)).toThrow();
  });

  it('refuses an endpoint that is not a push service (the server would POST to it), storing nothing', async () => {
    const user = await createUser(app);
    const keys = browserKeys();
    for (const endpoint of [
      'https://10.0.0.5/admin',
      'https://localhost/push/x',
      'https://evil.push.apple.com.example/x',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/push-subscriptions',
        headers: { ...user.headers, 'accept-language': 'en' },
        payload: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.endpoint).toEqual(['This browser push service is not supported.']);
    }
    const stored = await app.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(stored).toEqual([]);
  });

  it('moves a subscription to its new endpoint when the worker renews it with the old one, no session', async () => {
    const { driver, reservation } = await bookedReservation(app, { startIn: 1, endIn: 20 });
    const old = await subscribe(driver);
    const fresh = browserKeys();
    const renew = (oldEndpoint: string, endpoint: string) =>
      app.inject({
        method: 'POST',
        url: '/api/push-subscriptions/renewal',
        payload: { old_endpoint: oldEndpoint, endpoint, keys: { p256dh: fresh.p256dh, auth: fresh.auth } },
      });
    expect((await renew(`${push.url}/push/unknown-device`, `${push.url}/push/renewed`)).statusCode).toBe(404);
    expect((await renew(`${push.url}${old.path}`, 'https://10.0.0.5/push')).statusCode).toBe(422);
    expect((await renew(`${push.url}${old.path}`, `${push.url}/push/renewed`)).statusCode).toBe(204);
    expect((await subscriptionsOf(driver)).map((s) => s.endpoint)).toEqual([`${push.url}/push/renewed`]);
    // The old endpoint proves nothing any more.
    expect((await renew(`${push.url}${old.path}`, `${push.url}/push/other`)).statusCode).toBe(404);

    clock.advance(12 * MIN);
    await runEndingSoon(app.deps, clock.now());
    const [message] = await push.waitFor(1, '/push/renewed');
    if (!message) throw new Error('no push received at the new endpoint');
    expect((decryptPush(message, fresh) as Payload).reservation_id).toBe(reservation.id);
    expect(push.received.filter((m) => m.path === old.path)).toEqual([]);
  });

  it('removes a subscription its push service answers 410 for, and stops after logout', async () => {
    const owner = await createUser(app, { language: 'en' });
    const gone = await subscribe(owner);
    push.answer(gone.path, 410);
    await bookedReservationFor(owner);
    await push.waitFor(1, gone.path);
    await waitUntil(async () => (await subscriptionsOf(owner)).length === 0);
    expect(await subscriptionsOf(owner)).toEqual([]);

    const kept = await subscribe(owner);
    expect((await app.inject({ method: 'GET', url: '/api/logout', headers: owner.headers })).statusCode).toBe(200);
    const other = await createUser(app);
    await bookedReservationFor({ ...owner, headers: other.headers });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(push.received.filter((r) => r.path === kept.path)).toEqual([]);
    expect(await subscriptionsOf(owner)).toEqual([]);
  });

  it('respects the preferences set on the account, and DELETE forgets a device', async () => {
    const owner = await createUser(app, { language: 'en' });
    const dev = await subscribe(owner);
    const notify = { reservations: false, ending_soon: true, documents: true, credits: true };
    const put = await app.inject({
      method: 'PUT',
      url: '/api/account',
      headers: owner.headers,
      payload: { name: owner.name, email: owner.email, notify },
    });
    expect(put.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: owner.headers })).json().notify).toEqual(
      notify,
    );
    await bookedReservationFor(owner);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(push.received).toEqual([]);
    const del = await app.inject({
      method: 'DELETE',
      url: '/api/push-subscriptions',
      headers: owner.headers,
      payload: { endpoint: `${push.url}${dev.path}` },
    });
    expect(del.statusCode).toBe(204);
    expect(await subscriptionsOf(owner)).toEqual([]);
  });

  it('carries single-use extend and finish tokens on "ending soon", each only for its reservation and action', async () => {
    const { driver, reservation } = await bookedReservation(app, { startIn: 1, endIn: 20 });
    const other = await bookedReservation(app, { startIn: 1, endIn: 20 });
    const dev = await subscribe(driver);
    clock.advance(12 * MIN);
    await runEndingSoon(app.deps, clock.now());
    const payload = await endingSoonPush(dev);
    if (!payload) throw new Error('no push received');
    expect(payload.title).toBe('Reservation ending soon');
    expect(payload.actions?.map((a) => [a.action, a.title])).toEqual([
      ['extend', 'Extend 30 min'],
      ['finish', 'Finish now'],
    ]);
    const [extend, finish] = payload.actions ?? [];
    if (!extend || !finish) throw new Error('actions missing');
    expect((await act(other.reservation.id, extend.token)).statusCode).toBe(403);
    expect((await act(reservation.id, `${extend.token}x`)).statusCode).toBe(403);
    const done = await act(reservation.id, extend.token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ action: 'extend', end_time: inMinutes(app, 8 + 30) });
    expect(done.json().message).toBe(`Extended until ${inMinutes(app, 38).slice(11, 16)}.`);
    expect((await act(reservation.id, extend.token)).statusCode).toBe(409);

    const finished = await act(reservation.id, finish.token);
    expect(finished.statusCode).toBe(200);
    expect(finished.json().message).toBe('Finished: 15 credits paid, 34 refunded.');
  });

  it('keeps an action token usable when its action was refused, e.g. until the next booking is cancelled', async () => {
    const { driver, lot, reservation } = await bookedReservation(app, { startIn: 1, endIn: 20 });
    const dev = await subscribe(driver);
    const following = await bookLotAsNewDriver(app, lot.id, 30, 60);
    clock.advance(12 * MIN);
    await runEndingSoon(app.deps, clock.now());
    const extend = (await endingSoonPush(dev))?.actions?.[0];
    if (!extend) throw new Error('no extend action');

    const refused = await act(reservation.id, extend.token);
    expect(refused.statusCode).toBe(409);
    expect((await setStatus(app, following.driver, following.reservation.id, 'cancelled')).statusCode).toBe(200);
    const done = await act(reservation.id, extend.token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ action: 'extend', end_time: inMinutes(app, 8 + 30) });
    expect((await act(reservation.id, extend.token)).statusCode).toBe(409);
  });

  it('refuses an action token once its reservation has ended', async () => {
    const { driver, reservation } = await bookedReservation(app, { startIn: 1, endIn: 20 });
    const dev = await subscribe(driver);
    clock.advance(12 * MIN);
    await runEndingSoon(app.deps, clock.now());
    const extend = (await endingSoonPush(dev))?.actions?.[0];
    clock.advance(10 * MIN);
    expect((await act(reservation.id, extend?.token ?? '')).statusCode).toBe(403);
  });

  it('answers an action on an id that is not a positive int4 as not found', async () => {
    for (const id of ['abc', '0', '-1', '2147483648', '12345678901']) {
      const res = await act(id, 'token');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Nu a fost găsit.' });
    }
  });
});

/** A booking of a new lot of `owner` by a new driver. */
async function bookedReservationFor(owner: TestUser) {
  const { createLot } = await import('../support/fixtures-parking');
  return bookLotAsNewDriver(app, (await createLot(app, owner)).id, 5, 35);
}

const subscriptionsOf = (user: TestUser) =>
  app.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));

async function waitUntil(check: () => Promise<boolean>) {
  const deadline = Date.now() + 5_000;
  while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}
