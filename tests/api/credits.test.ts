import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CreditsAddedEvent } from '../../src/server/lib/app-events';
import { createUser } from '../support/factories';
import { assertLedgerBalanced } from '../support/ledger';
import { bookedReservation, setStatus } from '../support/reservation-helpers';
import { createTestApp } from '../support/test-app';

const { app, clock } = await createTestApp();

beforeEach(() => clock.set(new Date('2026-06-10T09:00:00Z')));
afterEach(async () => {
  await assertLedgerBalanced(app);
  clock.reset();
});

const grant = (headers: Record<string, string>, userId: number, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/admin/users/${userId}/credits`, headers, payload });
const history = (headers: Record<string, string>, query = '') =>
  app.inject({ method: 'GET', url: `/api/transactions${query}`, headers });

describe('POST /api/admin/users/:id/credits', () => {
  it('adds credits to the user and shows them as added, with the description', async () => {
    const admin = await createUser(app, { language: 'en', isAdmin: true });
    const user = await createUser(app, { language: 'en' });
    const added: CreditsAddedEvent[] = [];
    const listener = (e: CreditsAddedEvent) => added.push(e);
    app.deps.events.on('credits.added', listener);
    const res = await grant(admin.headers, user.id, { amount: 120, description: 'Welcome bonus' });
    app.deps.events.off('credits.added', listener);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      balance: 120,
      transaction: { amount: 120, type: 'added', description: 'Welcome bonus' },
    });
    expect(added).toEqual([expect.objectContaining({ userId: user.id, amount: 120 })]);
    expect((await app.inject({ method: 'GET', url: '/api/credits', headers: user.headers })).json()).toEqual({
      balance: 120,
    });
    const list = (await history(user.headers)).json();
    expect(list.data).toEqual([
      {
        id: res.json().transaction.id,
        date: '2026-06-10 12:00:00',
        amount: 120,
        type: 'added',
        description: 'Welcome bonus',
        reservation_id: null,
        payment_id: null,
      },
    ]);
  });

  it('describes a grant without text in the reader language', async () => {
    const admin = await createUser(app, { language: 'en', isAdmin: true });
    const user = await createUser(app, { language: 'en' });
    await grant(admin.headers, user.id, { amount: 10 });
    const list = (await history({ ...user.headers, 'accept-language': 'en' })).json();
    expect(list.data[0].description).toBe('Credits added by an administrator');
  });

  it('is for administrators only', async () => {
    const user = await createUser(app, { language: 'en' });
    expect((await grant(user.headers, user.id, { amount: 50 })).statusCode).toBe(403);
    expect((await grant({}, user.id, { amount: 50 })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/credits', headers: user.headers })).json().balance).toBe(0);
  });

  it('validates the amount and answers 404 for an unknown user', async () => {
    const admin = await createUser(app, { language: 'en', isAdmin: true });
    const user = await createUser(app, { language: 'en' });
    for (const amount of [0, -5, 1.5, 'lots']) {
      const res = await grant(admin.headers, user.id, { amount });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.amount).toBeDefined();
    }
    expect((await grant(admin.headers, 99_999_999, { amount: 5 })).statusCode).toBe(404);
  });
});

describe('GET /api/transactions', () => {
  it('shows the hold, the refund and the payout of a finalized reservation, newest first', async () => {
    const { owner, driver, lot, reservation } = await bookedReservation(app, { startIn: 10, endIn: 70, credits: 200 });
    clock.advance(30 * 60_000);
    await setStatus(app, driver, reservation.id, 'finalized');
    const driverView = (await history({ ...driver.headers, 'accept-language': 'en' })).json().data;
    expect(
      driverView.map((t: { type: string; amount: number; description: string; reservation_id: number | null }) => [
        t.type,
        t.amount,
        t.description,
        t.reservation_id,
      ]),
    ).toEqual([
      ['added', 40, `Refund of unused minutes, parking lot ${lot.identifier}`, reservation.id],
      ['used', 60, `Reservation of parking lot ${lot.identifier}`, reservation.id],
      ['added', 200, 'test credits', null],
    ]);
    const inRomanian = (await history({ ...driver.headers, 'accept-language': 'ro' })).json().data;
    expect(inRomanian[1].description).toBe(`Rezervarea locului de parcare ${lot.identifier}`);
    const ownerView = (await history({ ...owner.headers, 'accept-language': 'en' })).json().data;
    expect(ownerView).toEqual([
      expect.objectContaining({
        type: 'added',
        amount: 15,
        description: `Payment for the reservation of parking lot ${lot.identifier}`,
      }),
    ]);
  });

  it('filters by type and by dates in the app time zone', async () => {
    const { driver, reservation } = await bookedReservation(app, { credits: 200 });
    await setStatus(app, driver, reservation.id, 'cancelled');
    const types = async (query: string) =>
      (await history(driver.headers, query)).json().data.map((t: { type: string }) => t.type);
    expect(await types('?type=used')).toEqual(['used']);
    expect(await types('?type=added')).toEqual(['added', 'added']);
    expect(await types('?start_date=2026-06-10&end_date=2026-06-10')).toHaveLength(3);
    expect(await types('?start_date=2026-06-11')).toEqual([]);
    expect(await types('?end_date=2026-06-09')).toEqual([]);
    const bad = await history(driver.headers, '?start_date=yesterday');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.start_date).toBeDefined();
  });

  it('pages the history', async () => {
    const admin = await createUser(app, { language: 'en', isAdmin: true });
    const user = await createUser(app, { language: 'en' });
    for (let i = 1; i <= 3; i += 1) {
      clock.advance(1000);
      await grant(admin.headers, user.id, { amount: i, description: `grant ${i}` });
    }
    const page = (await history(user.headers, '?per_page=2&page=2')).json();
    expect(page.data.map((t: { amount: number }) => t.amount)).toEqual([1]);
    expect(page.meta).toMatchObject({ total: 3, last_page: 2, current_page: 2 });
  });
});
