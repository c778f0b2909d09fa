import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { adminTransactionCsvColumns } from '../../src/domain/contracts/admin-ledger';
import { createUser, type TestUser } from '../support/factories';
import { assertLedgerBalanced } from '../support/ledger';
import {
  completedEvent,
  signedDelivery,
  startStripeStandIn,
  testSecretKey,
  testWebhookSecret,
} from '../support/stripe-stand-in';
import { createTestApp } from '../support/test-app';

const stripe = await startStripeStandIn();
afterAll(() => stripe.close());
const { app } = await createTestApp({
  STRIPE_SECRET_KEY: testSecretKey,
  STRIPE_WEBHOOK_SECRET: testWebhookSecret,
  STRIPE_API_URL: stripe.url,
});
afterEach(() => assertLedgerBalanced(app));

/** Buys a pack the real way: Checkout Session at the stand-in, then the signed webhook mints it. */
async function buy(app: FastifyInstance, user: TestUser, pack: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/credits/checkout',
    headers: user.headers,
    payload: { pack },
  });
  expect(res.statusCode, res.body).toBe(200);
  const session = stripe.sessions.get(new URL(res.json().url as string).pathname.split('/').pop() ?? '');
  if (!session) throw new Error('the stand-in recorded no session');
  const { payload, headers } = signedDelivery(completedEvent(session));
  const minted = await app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers, payload });
  expect(minted.json()).toEqual({ received: true, outcome: 'minted' });
  return session;
}

describe('admin transactions with card payments', () => {
  it('lists a top-up with its Stripe ids, filters it, counts it as purchased and exports it', async () => {
    const admin = await createUser(app, { isAdmin: true });
    const user = await createUser(app);
    const grant = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/credits`,
      headers: admin.headers,
      payload: { amount: 40, description: 'Goodwill' },
    });
    expect(grant.statusCode).toBe(201);
    const session = await buy(app, user, 300);
    const receiptUrl = `https://pay.stripe.com/receipts/payment/${session.payment_intent}`;

    const list = await app.inject({
      method: 'GET',
      url: `/api/admin/transactions?user_id=${user.id}`,
      headers: { ...admin.headers, 'accept-language': 'ro' },
    });
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json();
    expect(body.totals).toEqual({ added: 340, used: 0, fees: 0, purchased: 300 });
    const [topUp, granted] = body.data;
    expect(topUp).toMatchObject({
      type: 'added',
      kind: 'top_up',
      description: expect.stringMatching(/^Reîncărcare: 300 de credite \(30,00\sRON\)$/),
      amount: 300,
      payment: {
        id: expect.any(Number),
        stripe_session_id: session.id,
        stripe_payment_intent_id: session.payment_intent,
        receipt_url: receiptUrl,
        amount_minor: 3000,
        currency: 'RON',
      },
    });
    expect(granted).toMatchObject({ kind: 'grant', amount: 40, payment: null });

    const topUps = await app.inject({
      method: 'GET',
      url: `/api/admin/transactions?user_id=${user.id}&type=top_up`,
      headers: admin.headers,
    });
    expect(topUps.json().data.map((r: { id: number }) => r.id)).toEqual([topUp.id]);
    expect(topUps.json()).toMatchObject({ meta: { total: 1 }, totals: { added: 300, purchased: 300 } });
    const wrong = await app.inject({ method: 'GET', url: '/api/admin/transactions?type=paid', headers: admin.headers });
    expect(wrong.statusCode).toBe(422);

    const csv = await app.inject({
      method: 'GET',
      url: `/api/admin/transactions?user_id=${user.id}&format=csv`,
      // In English the descriptions hold no comma (30.00), so a line splits on commas.
      headers: { ...admin.headers, 'accept-language': 'en' },
    });
    expect(JSON.parse(String(csv.headers['x-totals']))).toEqual(body.totals);
    const [header, first, second] = csv.body
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split(','));
    // The header is worded in the reader's language; the columns keep the contract's order.
    expect(header?.slice(0, 3)).toEqual(['\uFEFFEntry', 'Transaction', 'Date']);
    const column = (name: string) => adminTransactionCsvColumns.findIndex(([key]) => key === name);
    const cell = (line: string[] | undefined, name: string) => line?.[column(name)];
    expect(cell(first, 'kind')).toBe('top_up');
    expect(cell(first, 'payment_id')).toBe(String(topUp.payment.id));
    expect(cell(first, 'stripe_session_id')).toBe(session.id);
    expect(cell(first, 'stripe_payment_intent_id')).toBe(session.payment_intent);
    expect(cell(first, 'receipt_url')).toBe(receiptUrl);
    expect(cell(first, 'payment_amount_minor')).toBe('3000');
    expect(cell(first, 'payment_currency')).toBe('RON');
    expect(cell(second, 'kind')).toBe('grant');
    expect(cell(second, 'stripe_session_id')).toBe('');
  });
});
