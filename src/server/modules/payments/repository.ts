import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { payments, stripeEvents } from '../../db/schema/index';

export type PaymentRow = typeof payments.$inferSelect;

/** Records a Stripe event id; false when it was handled before (a retry or a second process). */
export async function recordStripeEvent(tx: Tx, id: string, type: string, at: Date): Promise<boolean> {
  const rows = await tx
    .insert(stripeEvents)
    .values({ id, type, receivedAt: at })
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
