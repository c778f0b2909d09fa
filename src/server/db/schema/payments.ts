import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';
import { ledgerTransactions } from './ledger';
import { users } from './users';

/**
 * A card payment through Stripe Checkout that bought credits: one row per paid Checkout
 * Session (unique), linked to the one ledger transaction that minted its credits. The unique
 * session id is what makes a retried or duplicated webhook mint nothing the second time.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    ledgerTransactionId: integer('ledger_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    /** Credits of the pack bought. */
    credits: bigint('credits', { mode: 'number' }).notNull(),
    /** What the card was charged, in minor units of `currency` (bani for RON). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** ISO 4217, upper case (RON). */
    currency: text('currency').notNull(),
    stripeSessionId: text('stripe_session_id').notNull(),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    stripeReceiptUrl: text('stripe_receipt_url'),
    /** The event that minted it (the first delivery that got through). */
    stripeEventId: text('stripe_event_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('payments_credits_positive', sql`${t.credits} > 0`),
    check('payments_amount_non_negative', sql`${t.amount} >= 0`),
    uniqueIndex('payments_stripe_session_unique').on(t.stripeSessionId),
    uniqueIndex('payments_ledger_transaction_unique').on(t.ledgerTransactionId),
    index('payments_user_idx').on(t.userId, t.createdAt),
  ],
);

export const stripeEventOutcomes = ['minted', 'refused'] as const;
export type StripeEventOutcome = (typeof stripeEventOutcomes)[number];

/**
 * Every Stripe event already handled, by its id: a second delivery of the same event is a no-op.
 * A paid session that does not buy a pack on sale at its price is recorded here as refused
 * (nothing minted), with why and what Stripe said, for an operator to settle by hand.
 */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    receivedAt: createdAt(),
    outcome: text('outcome').$type<StripeEventOutcome>().notNull().default('minted'),
    /** Why a refused event minted nothing: 'unknown_pack', 'amount_mismatch' or 'currency_mismatch'. */
    refusal: text('refusal'),
    stripeSessionId: text('stripe_session_id'),
    /** A refused session as Stripe described it: user, pack, amount_total, currency. */
    detail: jsonb('detail'),
  },
  (t) => [
    check('stripe_events_outcome_check', sql`${t.outcome} in ('minted', 'refused')`),
    check('stripe_events_refusal', sql`(${t.outcome} = 'refused') = (${t.refusal} is not null)`),
  ],
);
