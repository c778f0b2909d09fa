import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { errorResponses } from '../../../domain/contracts/common';
import { stripeWebhookReceived as received } from '../../../domain/contracts/payments';
import { AppError } from '../../lib/errors';
import { paymentMessages as m } from './messages';
import { stripeClient } from './stripe-client';
import { handlePaidSession, mintingEvents } from './top-up';

/**
 * POST /payments/stripe/webhook: Stripe's events, verified with STRIPE_WEBHOOK_SECRET against
 * the body exactly as it arrived. Registered as its own plugin so the raw-body parser applies to
 * this route only; the rest of the API keeps parsing JSON.
 */
export async function stripeWebhookRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(
    ['application/json', '*'],
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_req, body, done) => done(null, body),
  );

  app.post(
    '/payments/stripe/webhook',
    {
      schema: {
        summary: "Stripe's payment events (signed webhook)",
        response: { 200: received, ...errorResponses(400, 503) },
      },
    },
    async (request) => {
      const stripe = await stripeClient(deps.config);
      const secret = deps.config.STRIPE_WEBHOOK_SECRET;
      if (!stripe || !secret) throw new AppError(503, m.notConfigured);
      const signature = request.headers['stripe-signature'];
      const body = request.body;
      if (typeof signature !== 'string' || !Buffer.isBuffer(body)) throw new AppError(400, m.badSignature);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(body, signature, secret);
      } catch {
        throw new AppError(400, m.badSignature);
      }
      if (!(mintingEvents as readonly string[]).includes(event.type)) throw new AppError(400, m.unknownEvent);
      const session = event.data.object as Stripe.Checkout.Session;
      if (session.object !== 'checkout.session') throw new AppError(400, m.unknownEvent);
      const outcome = await handlePaidSession(deps, event, session);
      request.log.info({ eventId: event.id, sessionId: session.id, outcome }, 'Stripe webhook handled');
      return { received: true as const, outcome };
    },
  );
}
