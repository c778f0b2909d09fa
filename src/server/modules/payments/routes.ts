import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatApiDateTime } from '../../../domain/date-time';
import { dataBody, errorResponses } from '../../../domain/contracts/common';
import {
  checkoutBodySchema,
  checkoutContract,
  checkoutStatusContract,
  creditOffersContract,
  paymentContract,
  type PaymentContract,
} from '../../../domain/contracts/payments';
import { requestLanguage } from '../../lib/request-language';
import { notFound } from '../../lib/errors';
import { currentUser } from '../../lib/authenticate';
import { createCheckout } from './checkout';
import { findPaymentBySession, findUserPayment, type PaymentRow } from './repository';
import { creditOffers } from './stripe-client';
import { idParams } from '../../lib/id-params';

const sessionParams = z.object({ sessionId: z.string().min(1).max(255) });

function presentPayment(row: PaymentRow, zone: string): PaymentContract {
  return {
    id: row.id,
    credits: row.credits,
    amount: row.amount,
    currency: row.currency,
    date: formatApiDateTime(row.createdAt, zone) ?? '',
    receipt_url: row.stripeReceiptUrl,
  };
}

/** Buying credits by card (Stripe Checkout) and the payer's receipts; the webhook is in webhook-routes.ts. */
export async function paymentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const zone = deps.config.APP_TIMEZONE;
  // Every route here needs the token: modules/index.ts guards the module (and the document says so).

  app.get(
    '/credits/packs',
    {
      schema: {
        summary: 'The credit packs on sale',
        response: { 200: dataBody(creditOffersContract), ...errorResponses(401) },
      },
    },
    async () => ({ data: creditOffers(deps.config) }),
  );

  app.post(
    '/credits/checkout',
    {
      schema: {
        summary: 'Start a card payment for credits (Stripe Checkout)',
        body: checkoutBodySchema,
        response: { 200: checkoutContract, ...errorResponses(401, 422, 503) },
      },
    },
    async (request) => createCheckout(deps, currentUser(request), request.body.pack, requestLanguage(request)),
  );

  app.get(
    '/credits/checkout/:sessionId',
    {
      schema: {
        summary: 'The state of a checkout session',
        params: sessionParams,
        response: { 200: dataBody(checkoutStatusContract), ...errorResponses(401) },
      },
    },
    async (request) => {
      const row = await findPaymentBySession(deps.db, request.params.sessionId);
      const mine = row && row.userId === currentUser(request).id ? row : undefined;
      return {
        data: mine
          ? { status: 'paid' as const, payment: presentPayment(mine, zone) }
          : { status: 'pending' as const, payment: null },
      };
    },
  );

  app.get(
    '/payments/:id',
    {
      schema: {
        summary: "One of the caller's payments",
        params: idParams,
        response: { 200: dataBody(paymentContract), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const row = await findUserPayment(deps.db, currentUser(request).id, request.params.id);
      if (!row) throw notFound();
      return { data: presentPayment(row, zone) };
    },
  );
}
