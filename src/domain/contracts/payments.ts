import { z } from 'zod';

/** What the credits screen offers: the packs for sale, priced in `currency` minor units. */
export const creditPackContract = z.object({
  credits: z.number().int().positive(),
  /** Price in minor units of `currency` (bani for RON). */
  amount: z.number().int().nonnegative(),
});

export const creditOffersContract = z.object({
  /** False when the server has no Stripe key: nothing is offered for sale. */
  card_payments: z.boolean(),
  currency: z.string(),
  packs: z.array(creditPackContract),
});
export type CreditOffersContract = z.infer<typeof creditOffersContract>;

export const checkoutBodySchema = z.object({ pack: z.coerce.number().int().positive().max(1_000_000) });

/** POST /credits/checkout: where to send the browser (Stripe's hosted Checkout page). */
export const checkoutContract = z.object({ url: z.string() });

/** A card payment that bought credits: the receipt. */
export const paymentContract = z.object({
  id: z.number().int(),
  credits: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  date: z.string(),
  receipt_url: z.string().nullable(),
});
export type PaymentContract = z.infer<typeof paymentContract>;

/** The outcome of a Checkout Session, as the webhook has recorded it so far. */
export const checkoutStatusContract = z.object({
  status: z.enum(['pending', 'paid']),
  payment: paymentContract.nullable(),
});
export type CheckoutStatusContract = z.infer<typeof checkoutStatusContract>;

/** POST /payments/stripe/webhook's answer to Stripe: what the event did. */
export const stripeWebhookReceived = z.object({
  received: z.literal(true),
  outcome: z.enum(['minted', 'duplicate', 'unpaid', 'refused']),
});
