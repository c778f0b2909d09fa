import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './common';
import { ledgerTransactions } from './ledger';
import { users } from './users';

export const creditRequestStatuses = ['open', 'granted', 'declined'] as const;
export type CreditRequestStatus = (typeof creditRequestStatuses)[number];

/**
 * A driver's "Request credits" (PRODUCT.md, "The driver's first hour"): open until an
 * administrator grants (a ledger grant, `ledger_transaction_id`) or declines it. One open
 * request per user (the partial unique index); the decision is written once (compare-and-swap
 * on status = 'open').
 */
export const creditRequests = pgTable(
  'credit_requests',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note'),
    status: text('status').$type<CreditRequestStatus>().notNull().default('open'),
    /** The credits granted (granted only). */
    credits: integer('credits'),
    /** The administrator's word on a decline. */
    decisionNote: text('decision_note'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: tstz('decided_at'),
    ledgerTransactionId: integer('ledger_transaction_id').references(() => ledgerTransactions.id, {
      onDelete: 'restrict',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    check('credit_requests_status_check', sql`${t.status} in ('open', 'granted', 'declined')`),
    check('credit_requests_decided', sql`(${t.status} = 'open') = (${t.decidedAt} is null)`),
    check('credit_requests_granted', sql`(${t.status} = 'granted') = (${t.credits} is not null and ${t.credits} > 0)`),
    uniqueIndex('credit_requests_one_open')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
    index('credit_requests_user_idx').on(t.userId, t.createdAt),
    index('credit_requests_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
  ],
);
