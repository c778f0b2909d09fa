import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { postgresDatabase } from '../../src/server/db/postgres-client';
import { createUser, type TestUser } from '../support/factories';
import { assertLedgerBalanced } from '../support/ledger';
import { waitForNotifications } from '../support/notifications';
import {
  completedEvent,
  signedDelivery,
  startStripeStandIn,
  testSecretKey,
  testWebhookSecret,
  type StripeSession,
} from '../support/stripe-stand-in';
import { createTestApp } from '../support/test-app';

const stripe = await startStripeStandIn();
afterAll(() => stripe.close());
const stripeEnv = {
  STRIPE_SECRET_KEY: testSecretKey,
  STRIPE_WEBHOOK_SECRET: testWebhookSecret,
  STRIPE_API_URL: stripe.url,
};

const count = async (app: FastifyInstance, table: 'payments' | 'stripe_events', sessionId?: string) => {
  const where = sessionId ? sql` where stripe_session_id = ${sessionId}` : sql``;
  const result = (await app.deps.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)}${where}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
};

const balance = async (app: FastifyInstance, user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/api/credits', headers: user.headers })).json().balance as number;

/** Buys a pack through the API: the stand-in records the Checkout Session it was asked for. */
async function checkout(app: FastifyInstance, user: TestUser, pack: number): Promise<StripeSession> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/credits/checkout',
    headers: user.headers,
    payload: { pack },
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = new URL(res.json().url as string).pathname.split('/').pop() ?? '';
  const session = stripe.sessions.get(id);
  if (!session) throw new Error(`the stand-in has no session ${id}`);
  return session;
}

const deliver = (app: FastifyInstance, event: unknown) => {
  const { payload, headers } = signedDelivery(event);
  return app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers, payload });
};

describe('buying credits through Stripe Checkout', async () => {
  const { app } = await createTestApp(stripeEnv);
  afterEach(() => assertLedgerBalanced(app));

  it('offers the packs priced per credit in the configured currency', async () => {
    const user = await createUser(app);
    const res = await app.inject({ method: 'GET', url: '/api/credits/packs', headers: user.headers });
    expect(res.json()).toEqual({
      data: {
        card_payments: true,
        currency: 'RON',
        packs: [
          { credits: 60, amount: 600 },
          { credits: 300, amount: 3000 },
          { credits: 600, amount: 6000 },
          { credits: 1200, amount: 12000 },
        ],
      },
    });
  });

  it('creates a Checkout Session for the pack, with the user and pack in its metadata and urls from APP_URL', async () => {
    const user = await createUser(app, { language: 'en' });
    const before = stripe.requests.length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/credits/checkout',
      headers: { ...user.headers, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { pack: 300 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const recorded = stripe.requests.slice(before).find((r) => r.path === '/v1/checkout/sessions');
    expect(recorded?.method).toBe('POST');
    expect(recorded?.headers.authorization).toBe(`Bearer ${testSecretKey}`);
    const form = Object.fromEntries(recorded?.form ?? []);
    expect(form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '3000',
      'line_items[0][price_data][currency]': 'ron',
      'line_items[0][price_data][product_data][name]': '300 Loc Liber credits',
      'metadata[user_id]': String(user.id),
      'metadata[pack]': '300',
      client_reference_id: String(user.id),
      success_url: 'http://localhost:3000/credits?checkout=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/credits?checkout=cancelled',
    });
    expect(res.json()).toEqual({ url: expect.stringMatching(new RegExp(`^${stripe.url}/checkout/cs_test_`)) });
  });

  it('refuses a pack that is not on offer', async () => {
    const user = await createUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/credits/checkout',
      headers: user.headers,
      payload: { pack: 7 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.pack).toHaveLength(1);
  });

  it('mints the pack once for a paid session, with history, receipt and a notification', async () => {
    const user = await createUser(app, { language: 'en' });
    const session = await checkout(app, user, 300);
    const pending = await app.inject({
      method: 'GET',
      url: `/api/credits/checkout/${session.id}`,
      headers: user.headers,
    });
    expect(pending.json()).toEqual({ data: { status: 'pending', payment: null } });

    const res = await deliver(app, completedEvent(session));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'minted' });
    expect(await balance(app, user)).toBe(300);

    const history = (await app.inject({ method: 'GET', url: '/api/transactions', headers: user.headers })).json();
    expect(history.data).toEqual([
      expect.objectContaining({ amount: 300, type: 'added', description: 'Top-up: 300 credits (RON\u00a030.00)' }),
    ]);
    const ro = await app.inject({
      method: 'GET',
      url: '/api/transactions',
      headers: { ...user.headers, 'accept-language': 'ro' },
    });
    expect(ro.json().data[0].description).toBe('Reîncărcare: 300 de credite (30,00\u00a0RON)');

    const status = (
      await app.inject({ method: 'GET', url: `/api/credits/checkout/${session.id}`, headers: user.headers })
    ).json();
    expect(status.data.status).toBe('paid');
    const paymentId = history.data[0].payment_id as number;
    expect(status.data.payment.id).toBe(paymentId);
    const receipt = await app.inject({ method: 'GET', url: `/api/payments/${paymentId}`, headers: user.headers });
    expect(receipt.json()).toEqual({
      data: {
        id: paymentId,
        credits: 300,
        amount: 3000,
        currency: 'RON',
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        receipt_url: `https://pay.stripe.com/receipts/payment/${session.payment_intent}`,
      },
    });
    const stranger = await createUser(app);
    expect(
      (await app.inject({ method: 'GET', url: `/api/payments/${paymentId}`, headers: stranger.headers })).statusCode,
    ).toBe(404);
    const strangerStatus = await app.inject({
      method: 'GET',
      url: `/api/credits/checkout/${session.id}`,
      headers: stranger.headers,
    });
    expect(strangerStatus.json().data.status).toBe('pending');

    const notices = await waitForNotifications(app, user.headers, (n) => n.title === 'Credits added');
    expect(notices).toEqual([
      expect.objectContaining({ message: '300 credits were added to your account.', url: '/credits' }),
    ]);

    // The payments account is the other side: it has given exactly what the wallets received.
    const payments = (await app.deps.db.execute(sql`
      select coalesce(sum(e.amount), 0)::int as total from ledger_entries e
      join ledger_accounts a on a.id = e.account_id where a.type = 'payments'`)) as unknown as {
      rows: { total: number }[];
    };
    const paid = (await app.deps.db.execute(
      sql`select coalesce(sum(credits), 0)::int as total from payments`,
    )) as unknown as {
      rows: { total: number }[];
    };
    expect(payments.rows[0]?.total).toBe(-(paid.rows[0]?.total ?? 0));
  });

  it('mints once under 10 parallel deliveries of one event and a second event for the same session', async () => {
    const user = await createUser(app);
    const session = await checkout(app, user, 600);
    const event = completedEvent(session);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => deliver(app, event)),
      deliver(app, completedEvent(session)),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(11).fill(200));
    expect(answers.filter((a) => a.json().outcome === 'minted')).toHaveLength(1);
    expect(await balance(app, user)).toBe(600);
    expect(await count(app, 'payments', session.id)).toBe(1);
    // A retry much later changes nothing either.
    expect((await deliver(app, event)).json().outcome).toBe('duplicate');
    expect(await balance(app, user)).toBe(600);
  });

  it('answers 400 to a bad or missing signature, or an unknown event, and mints nothing', async () => {
    const user = await createUser(app);
    const session = await checkout(app, user, 60);
    const events = await count(app, 'stripe_events');
    const event = completedEvent(session);
    const forged = signedDelivery(event, 'whsec_someone_else');
    const bad = await app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      ...forged,
      payload: forged.payload,
    });
    expect(bad.statusCode).toBe(400);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    const tampered = signedDelivery(event);
    const changed = tampered.payload.replace('"pack":"60"', '"pack":"1200"');
    expect(changed).not.toBe(tampered.payload);
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: tampered.headers,
      payload: changed,
    });
    expect(res.statusCode).toBe(400);
    const unknown = await deliver(app, { ...event, type: 'customer.created' });
    expect(unknown.statusCode).toBe(400);
    const unpaid = await deliver(app, completedEvent(session, { paymentStatus: 'unpaid' }));
    expect(unpaid.json()).toEqual({ received: true, outcome: 'unpaid' });
    expect(await balance(app, user)).toBe(0);
    expect(await count(app, 'payments', session.id)).toBe(0);
    expect(await count(app, 'stripe_events')).toBe(events);
  });

  it('still parses JSON on the rest of the API', async () => {
    const user = await createUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/credits/checkout',
      headers: user.headers,
      payload: { pack: 60 },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('without STRIPE_SECRET_KEY', async () => {
  const { app } = await createTestApp();

  it('offers nothing for sale, refuses checkout and webhooks, and never calls Stripe', async () => {
    const user = await createUser(app);
    const before = stripe.requests.length;
    const packs = (await app.inject({ method: 'GET', url: '/api/credits/packs', headers: user.headers })).json();
    expect(packs.data.card_payments).toBe(false);
    const res = await app.inject({
      method: 'POST',
      url: '/api/credits/checkout',
      headers: user.headers,
      payload: { pack: 300 },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Plățile cu cardul nu sunt configurate pe acest server.');
    const hook = signedDelivery({ id: 'evt_x', type: 'checkout.session.completed', data: { object: {} } });
    const hookRes = await app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      ...hook,
      payload: hook.payload,
    });
    expect(hookRes.statusCode).toBe(503);
    expect(stripe.requests.length).toBe(before);
  });
});

/** Two server processes on one PostgreSQL database, receiving the same deliveries at once. */
describe.runIf(process.env.TEST_DATABASE_URL)('two processes receiving the same event (PostgreSQL)', async () => {
  // vitest runs a skipped suite's body too (to list its tests): on PGlite there is no second
  // process to build.
  if (!process.env.TEST_DATABASE_URL) return;
  const { app, database } = await createTestApp(stripeEnv);
  const other = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      JOBS: 'false',
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      STATIC_DIR: '/nonexistent',
      ...stripeEnv,
    }),
    database: postgresDatabase(database.url ?? '', 10),
    logger: false,
  });
  await other.ready();
  afterAll(async () => {
    await other.close();
    await other.deps.database.close();
  });

  it('mints once across both processes for 10 parallel deliveries and two events', async () => {
    const user = await createUser(app);
    const session = await checkout(app, user, 1200);
    const event = completedEvent(session);
    const second = completedEvent(session);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => deliver(i % 2 ? app : other, event)),
      deliver(other, second),
      deliver(app, second),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    expect(answers.filter((a) => a.json().outcome === 'minted')).toHaveLength(1);
    expect(await balance(app, user)).toBe(1200);
    expect(await count(app, 'payments', session.id)).toBe(1);
    await assertLedgerBalanced(app);
  });
});
