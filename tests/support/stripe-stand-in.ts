import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A loopback stand-in for Stripe's API, the one outside edge of card payments: the real
 * `stripe` library is pointed at it (STRIPE_API_URL). It records each request and answers
 * like Stripe for the calls the app makes: create a Checkout Session, retrieve a payment
 * intent with its latest charge. It also serves the "hosted checkout page": a tiny page that
 * sends the browser straight back to the session's success_url (or cancel_url, see nextChoice).
 */
export type RecordedRequest = {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: IncomingMessage['headers'];
};

export type StripeSession = {
  id: string;
  url: string;
  success_url: string;
  cancel_url: string;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  payment_intent: string;
};

export type StripeStandIn = {
  url: string;
  requests: RecordedRequest[];
  sessions: Map<string, StripeSession>;
  /** The payer's choice on the next checkout page: pay (back to success_url) or cancel (cancel_url). */
  nextChoice: 'pay' | 'cancel';
  close: () => Promise<void>;
};

export const testWebhookSecret = 'whsec_test_loc_liber_webhook_secret';
export const testSecretKey = 'sk_test_loc_liber_stand_in';

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Stripe's form encoding (metadata[user_id]=1) read back into nested keys. */
function nested(form: URLSearchParams, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = key.match(new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`));
    if (match?.[1]) out[match[1]] = value;
  }
  return out;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, StripeSession>();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const form = new URLSearchParams(await readBody(req));
    requests.push({ method: req.method ?? '', path: url.pathname, form, headers: req.headers });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomUUID()}` });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = `cs_test_${randomUUID().replaceAll('-', '')}`;
      const session: StripeSession = {
        id,
        url: `${standIn.url}/checkout/${id}`,
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]') ?? 0),
        currency: form.get('line_items[0][price_data][currency]') ?? 'ron',
        metadata: nested(form, 'metadata'),
        client_reference_id: form.get('client_reference_id'),
        payment_intent: `pi_test_${randomUUID().replaceAll('-', '')}`,
      };
      sessions.set(id, session);
      json(200, {
        id,
        object: 'checkout.session',
        url: session.url,
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: session.amount_total,
        currency: session.currency,
        metadata: session.metadata,
        client_reference_id: session.client_reference_id,
        success_url: session.success_url,
        cancel_url: session.cancel_url,
        payment_intent: null,
      });
      return;
    }
    const intent = url.pathname.match(/^\/v1\/payment_intents\/(pi_[\w]+)$/);
    if (req.method === 'GET' && intent) {
      json(200, {
        id: intent[1],
        object: 'payment_intent',
        status: 'succeeded',
        latest_charge: {
          id: `ch_${intent[1]}`,
          object: 'charge',
          receipt_url: `https://pay.stripe.com/receipts/payment/${intent[1]}`,
        },
      });
      return;
    }
    const page = url.pathname.match(/^\/checkout\/(cs_test_\w+)$/);
    const session = page ? sessions.get(page[1] ?? '') : undefined;
    if (req.method === 'GET' && session) {
      const cancel = standIn.nextChoice === 'cancel';
      standIn.nextChoice = 'pay';
      const back = cancel ? session.cancel_url : session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Stripe Checkout (stand-in)</title><p>Paying ${session.amount_total} ${session.currency}...</p>
<script>setTimeout(() => location.replace(${JSON.stringify(back)}), 300)</script>`);
      return;
    }
    json(404, { error: { type: 'invalid_request_error', message: `No such route: ${req.method} ${url.pathname}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const standIn: StripeStandIn = {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    nextChoice: 'pay',
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return standIn;
}

const signer = new Stripe(testSecretKey);

/** A `checkout.session.completed` event for a session, as Stripe would deliver it. */
export function completedEvent(session: StripeSession, overrides: { eventId?: string; paymentStatus?: string } = {}) {
  return {
    id: overrides.eventId ?? `evt_test_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: 'checkout.session.completed',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: overrides.paymentStatus ?? 'paid',
        amount_total: session.amount_total,
        currency: session.currency,
        metadata: session.metadata,
        client_reference_id: session.client_reference_id,
        payment_intent: session.payment_intent,
      },
    },
  };
}

/** The body and Stripe-Signature header of a delivery, signed with the library's own test helper. */
export function signedDelivery(event: unknown, secret = testWebhookSecret) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}
