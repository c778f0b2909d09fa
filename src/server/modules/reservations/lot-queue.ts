import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/**
 * The lot's booking queue: every write that adds reservations to a lot (a booking's fast
 * statement, its locked transaction, a series and its renewal) first takes this advisory
 * transaction lock on the lot, so they insert one at a time.
 *
 * Why: the exclusion constraint alone lets two bookings of one lot insert at the same moment,
 * each then waiting for the other's transaction to end (the constraint's check waits for an
 * uncommitted overlap). PostgreSQL breaks such a cycle only after deadlock_timeout (1 s); with
 * fifty drivers at once every later booking waits behind one of those, and the cycles chained
 * into tens of seconds (tests/api/concurrency.test.ts timed out in CI that way). Queued, the
 * loser's check meets a committed overlap and answers 409 at once.
 *
 * Lock order (credits/ledger.ts): the queue comes before the lot's and the wallet's row locks.
 * An extension (wallet, then the lot's share lock) does not queue: it may still meet a booking
 * in such a cycle, which then ends in one second with one of them retried.
 */
const LOT_QUEUE = 46_002;

/** The lock as SQL, for a statement that takes it itself (the booking's fast write). */
export function lotQueueLock(lotId: SQL): SQL {
  return sql`pg_advisory_xact_lock(${sql.raw(String(LOT_QUEUE))}, ${lotId})`;
}

/** Waits for the lot's turn, held until the transaction ends. */
export async function queueOnLot(tx: Tx, lotId: number): Promise<void> {
  await tx.execute(sql`select ${lotQueueLock(sql`${lotId}::integer`)}`);
}
