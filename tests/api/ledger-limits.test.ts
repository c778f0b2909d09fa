import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { grantCredits } from '../../src/server/modules/credits/service';
import { createUser, type TestUser } from '../support/factories';
import { createAutomobile, createLot } from '../support/fixtures-parking';
import { assertLedgerBalanced } from '../support/ledger';
import { inMinutes, postReservation } from '../support/reservation-helpers';
import {
  completedEvent,
  signedDelivery,
  startStripeStandIn,
  testSecretKey,
  testWebhookSecret,
  type StripeSession,
} from '../support/stripe-stand-in';
import { createTestApp } from '../support/test-app';

// Balances past PostgreSQL's integer (2,147,483,647): amounts and balances are bigint, so a
// grant, a top-up or a payout onto a rich wallet answers like any other, never 500. The
// webhook mints only a pack on sale at the price that was paid.

const stripe = await startStripeStandIn();
afterAll(() => stripe.close());
const { app } = await createTestApp({
  STRIPE_SECRET_KEY: testSecretKey,
  STRIPE_WEBHOOK_SECRET: testWebhookSecret,
  STRIPE_API_URL: stripe.url,
});
afterEach(() => assertLedgerBalanced(app));

const INT4_MAX = 2_147_483_647;
const balance = async (user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/api/credits', headers: user.headers })).json().balance as number;
/** A wallet just under PostgreSQL's integer limit (through the ledger, as a grant). */
const rich = (user: TestUser, amount = INT4_MAX - 10) =>
  grantCredits(app.deps, { adminId: null, userId: user.id, amount, description: null });
const deliver = (event: unknown) => {
  const { payload, headers } = signedDelivery(event);
  return app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers, payload });
};

async function checkout(user: TestUser, pack: number): Promise<StripeSession> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/credits/checkout',
    headers: user.headers,
    payload: { pack },
  });
  expect(res.statusCode, res.body).toBe(200);
  const session = stripe.sessions.get(new URL(res.json().url as string).pathname.split('/').pop() ?? '');
  if (!session) throw new Error('no session');
  return session;
}

async function stripeEvent(id: string) {
  const { rows } = (await app.deps.db.execute(
    sql`select outcome, refusal, stripe_session_id from stripe_events where id = ${id}`,
  )) as unknown as { rows: { outcome: string; refusal: string | null; stripe_session_id: string }[] };
  return rows[0];
}

describe('balances past the integer limit', () => {
  it('answers 422, never 500, to grant amounts past any limit', async () => {
    const admin = await createUser(app, { isAdmin: true });
    const user = await createUser(app);
    for (const amount of [INT4_MAX + 1, 1e20, '9'.repeat(40), -5, 0, 1.5, 'NaN', Number.MAX_SAFE_INTEGER]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/admin/users/${user.id}/credits`,
        headers: admin.headers,
        payload: { amount, description: 'huge' },
      });
      expect(res.statusCode, `${amount}: ${res.body}`).toBe(422);
      expect(res.json().errors.amount).toHaveLength(1);
    }
    expect(await balance(user)).toBe(0);
  });

  it('grants onto a wallet past 2,147,483,647 credits', async () => {
    const admin = await createUser(app, { isAdmin: true });
    const user = await createUser(app);
    await rich(user);
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/credits`,
      headers: admin.headers,
      payload: { amount: 100_000, description: 'more' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().balance).toBe(INT4_MAX - 10 + 100_000);
    expect(await balance(user)).toBe(INT4_MAX - 10 + 100_000);
  });

  it("pays an owner's share into a wallet past the limit", async () => {
    const owner = await createUser(app);
    const driver = await createUser(app);
    await rich(owner);
    await rich(driver, 1_000);
    const lot = await createLot(app, owner);
    const car = await createAutomobile(app, driver);
    const booked = await postReservation(app, driver, lot.id, car.id, 0, 30);
    expect(booked.statusCode, booked.body).toBe(201);
    const done = await app.inject({
      method: 'PUT',
      url: `/api/reservations/${booked.json().id}`,
      headers: driver.headers,
      payload: { status: 'finalized' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const { MIN_CREDITS, SYSTEM_FEE_CREDITS } = app.deps.config;
    expect(await balance(owner)).toBe(INT4_MAX - 10 + MIN_CREDITS - SYSTEM_FEE_CREDITS);
    expect(await balance(driver)).toBe(1_000 - MIN_CREDITS);
  });

  it('refuses with 422 a booking whose hold would pass the integer limit, holding nothing', async () => {
    const owner = await createUser(app);
    const driver = await createUser(app);
    await rich(driver, 100);
    const lot = await createLot(app, owner);
    const car = await createAutomobile(app, driver);
    const res = await app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: driver.headers,
      // About 4,200 years: 2.2 billion minutes, more than an integer holds.
      payload: {
        parking_lot_id: lot.id,
        automobile_id: car.id,
        start_time: inMinutes(app, 10),
        end_time: '6200-01-01 10:00:00',
      },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(await balance(driver)).toBe(100);
  });

  it('tops up a wallet past the limit', async () => {
    const user = await createUser(app);
    await rich(user);
    const res = await deliver(completedEvent(await checkout(user, 600)));
    expect(res.json()).toEqual({ received: true, outcome: 'minted' });
    expect(await balance(user)).toBe(INT4_MAX - 10 + 600);
  });
});

describe('the webhook mints only a pack on sale at the price paid', () => {
  const refusals: [string, (s: StripeSession) => StripeSession, string][] = [
    ['a pack not on sale', (s) => ({ ...s, metadata: { ...s.metadata, pack: '999999999999' } }), 'unknown_pack'],
    ['a pack of no number', (s) => ({ ...s, metadata: { ...s.metadata, pack: 'all' } }), 'unknown_pack'],
    [
      'a pack paid less than its price',
      (s) => ({ ...s, metadata: { ...s.metadata, pack: '1200' } }),
      'amount_mismatch',
    ],
    ['a pack paid nothing', (s) => ({ ...s, amount_total: 0 }), 'amount_mismatch'],
    ['a pack paid in another currency', (s) => ({ ...s, currency: 'eur' }), 'currency_mismatch'],
  ];
  it.each(refusals)('records and refuses %s, minting nothing', async (_name, change, refusal) => {
    const user = await createUser(app);
    const event = completedEvent(change(await checkout(user, 60)));
    const res = await deliver(event);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'refused' });
    expect(await balance(user)).toBe(0);
    expect(await stripeEvent(event.id)).toEqual({
      outcome: 'refused',
      refusal,
      stripe_session_id: event.data.object.id,
    });
    // Delivered again: still nothing, recorded once.
    expect((await deliver(event)).json().outcome).toBe('duplicate');
    expect(await balance(user)).toBe(0);
  });

  it('records the session of a pack it minted', async () => {
    const user = await createUser(app);
    const event = completedEvent(await checkout(user, 60));
    expect((await deliver(event)).json().outcome).toBe('minted');
    expect(await stripeEvent(event.id)).toEqual({
      outcome: 'minted',
      refusal: null,
      stripe_session_id: event.data.object.id,
    });
  });
});
