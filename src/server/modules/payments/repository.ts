import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { payments, stripeEvents } from '../../db/schema/index';

export type PaymentRow = typeof payments.$inferSelect;

/** Records a Stripe event id; false when it was handled before (a retry or a second process). */
export async function recordStripeEvent(
  tx: Tx,
  event: { id: string; type: string },
  sessionId: string,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, receivedAt: at, stripeSessionId: sessionId })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return rows.length > 0;
}

export type Refusal = 'unknown_pack' | 'amount_mismatch' | 'currency_mismatch';

/** Records an event that minted nothing and why; false when it was handled before. */
export async function recordRefusedEvent(
  db: Db,
  input: { id: string; type: string; at: Date; refusal: Refusal; sessionId: string; detail: Record<string, unknown> },
): Promise<boolean> {
  const rows = await db
    .insert(stripeEvents)
    .values({
      id: input.id,
      type: input.type,
      receivedAt: input.at,
      outcome: 'refused',
      refusal: input.refusal,
      stripeSessionId: input.sessionId,
      detail: input.detail,
    })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return rows.length > 0;
}

export async function findPaymentBySession(db: Db | Tx, sessionId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.stripeSessionId, sessionId));
  return row;
}

export async function insertPayment(tx: Tx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

/** One of the user's own payments (anyone else's answers undefined, so 404). */
export async function findUserPayment(db: Db, userId: number, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)));
  return row;
}
