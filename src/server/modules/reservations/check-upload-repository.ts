import { and, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { LotCheckVerdict } from '../../../domain/pass-revocation';
import { CONTEST_WINDOW_MS } from '../../../domain/report-rules';
import type { Db, Tx } from '../../db/client';
import { lotChecks, reservationReports, reservations } from '../../db/schema/index';

export type NewLotCheck = {
  clientId: string;
  checkedAt: Date;
  registration: string;
  verdict: LotCheckVerdict;
  reservationId: number | null;
};

/** Of the reservation ids a device sent, those that are reservations of this lot (the others are stored as none). */
export async function reservationsOfLot(tx: Tx, lotId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.parkingLotId, lotId), inArray(reservations.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** Stores the checks not stored before (by the owner's client ids); returns only the new ones. */
export async function insertChecks(tx: Tx, ownerId: number, lotId: number, checks: NewLotCheck[], now: Date) {
  return tx
    .insert(lotChecks)
    .values(checks.map((check) => ({ ...check, ownerId, parkingLotId: lotId, receivedAt: now })))
    .onConflictDoNothing({ target: [lotChecks.ownerId, lotChecks.clientId] })
    .returning({
      id: lotChecks.id,
      checkedAt: lotChecks.checkedAt,
      registration: lotChecks.registration,
    });
}

/**
 * The report a check is evidence against, locked: a reservation of this lot and plate whose
 * booked period holds the check's time, reported before it, not contested or decided yet, and
 * still inside its 72 hours to contest.
 */
export async function contestableReport(
  tx: Tx,
  lotId: number,
  check: { checkedAt: Date; registration: string },
  now: Date,
): Promise<number | undefined> {
  const [row] = await tx
    .select({ reservationId: reservationReports.reservationId })
    .from(reservationReports)
    .innerJoin(reservations, eq(reservations.id, reservationReports.reservationId))
    .where(
      and(
        eq(reservations.parkingLotId, lotId),
        eq(reservations.automobileRegistration, check.registration),
        lte(reservations.startTime, check.checkedAt),
        gt(reservations.endTime, check.checkedAt),
        lt(reservationReports.reportedAt, check.checkedAt),
        isNull(reservationReports.contestedAt),
        isNull(reservationReports.settledAt),
        gt(reservationReports.reportedAt, new Date(now.getTime() - CONTEST_WINDOW_MS)),
      ),
    )
    .limit(1)
    .for('update', { of: reservationReports });
  return row?.reservationId;
}

/** Contests a report with a check as its evidence, once (null when someone contested or decided it first). */
export async function contestWithCheck(tx: Tx, reservationId: number, checkId: number, now: Date) {
  const [row] = await tx
    .update(reservationReports)
    .set({ contestedAt: now, contestCheckId: checkId })
    .where(
      and(
        eq(reservationReports.reservationId, reservationId),
        isNull(reservationReports.contestedAt),
        isNull(reservationReports.settledAt),
      ),
    )
    .returning({ reservationId: reservationReports.reservationId });
  return row;
}

/** The owner's stored checks of these client ids, each with the reservation whose report it contested. */
export async function checkResults(db: Db | Tx, ownerId: number, clientIds: string[]) {
  return db
    .select({ clientId: lotChecks.clientId, contested: reservationReports.reservationId })
    .from(lotChecks)
    .leftJoin(reservationReports, eq(reservationReports.contestCheckId, lotChecks.id))
    .where(and(eq(lotChecks.ownerId, ownerId), inArray(lotChecks.clientId, clientIds)))
    .orderBy(sql`${lotChecks.id}`);
}
