import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { creditRequests, ledgerAccounts, users, type CreditRequestStatus } from '../../db/schema/index';

export type CreditRequestRow = typeof creditRequests.$inferSelect;

export async function insertCreditRequest(db: Db, input: { userId: number; note: string | null; at: Date }) {
  const [row] = await db
    .insert(creditRequests)
    .values({ userId: input.userId, note: input.note, createdAt: input.at })
    .returning();
  if (!row) throw new Error('credit request insert returned nothing');
  return row;
}

export async function findCreditRequest(db: Db | Tx, id: number) {
  const [row] = await db.select().from(creditRequests).where(eq(creditRequests.id, id));
  return row;
}

/** The user's requests, newest first (the screen shows the open one, or the last answer). */
export function userCreditRequests(db: Db, userId: number, limit: number) {
  return db
    .select()
    .from(creditRequests)
    .where(eq(creditRequests.userId, userId))
    .orderBy(desc(creditRequests.createdAt), desc(creditRequests.id))
    .limit(limit);
}

/** The administrators who hear of a new request: every one not suspended, with their language. */
export function activeAdministrators(db: Db) {
  return db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNull(users.suspendedAt)));
}

/**
 * Writes the decision once: only a request still open changes (compare-and-swap), so of two
 * administrators, or two taps, one decides and the other finds nothing to change.
 */
export async function decideCreditRequest(
  tx: Tx,
  id: number,
  decision: {
    status: Exclude<CreditRequestStatus, 'open'>;
    credits?: number;
    note?: string | null;
    by: number;
    at: Date;
    ledgerTransactionId?: number;
  },
) {
  const [row] = await tx
    .update(creditRequests)
    .set({
      status: decision.status,
      credits: decision.credits ?? null,
      decisionNote: decision.note ?? null,
      decidedBy: decision.by,
      decidedAt: decision.at,
      ledgerTransactionId: decision.ledgerTransactionId ?? null,
    })
    .where(and(eq(creditRequests.id, id), eq(creditRequests.status, 'open')))
    .returning();
  return row;
}

/** The administrators' list: open requests oldest first (the longest waiting on top), decided ones newest first. */
export function adminCreditRequests(db: Db, status: CreditRequestStatus | 'any', limit: number) {
  const decider = alias(users, 'decider');
  return db
    .select({
      request: creditRequests,
      userName: users.name,
      userEmail: users.email,
      balance: ledgerAccounts.balance,
      decidedByName: decider.name,
    })
    .from(creditRequests)
    .innerJoin(users, eq(users.id, creditRequests.userId))
    .innerJoin(ledgerAccounts, and(eq(ledgerAccounts.userId, users.id), eq(ledgerAccounts.type, 'wallet')))
    .leftJoin(decider, eq(decider.id, creditRequests.decidedBy))
    .where(status === 'any' ? undefined : eq(creditRequests.status, status))
    .orderBy(
      status === 'open' ? asc(creditRequests.createdAt) : desc(creditRequests.createdAt),
      status === 'open' ? asc(creditRequests.id) : desc(creditRequests.id),
    )
    .limit(limit);
}

export type AdminCreditRequestRow = Awaited<ReturnType<typeof adminCreditRequests>>[number];
