import { and, asc, eq, gt, gte, lt, or } from 'drizzle-orm';
import type { ReportReason } from '../../../domain/report-rules';
import type { Db } from '../../db/client';
import { parkingLots, reservationReports, reservations } from '../../db/schema/index';

/** What revocation reads of a reservation: its row, its lot's owner and place, and its report's reason. */
const revocationColumns = {
  id: reservations.id,
  userId: reservations.userId,
  parkingLotId: reservations.parkingLotId,
  registration: reservations.automobileRegistration,
  status: reservations.status,
  startTime: reservations.startTime,
  endTime: reservations.endTime,
  cancelledAt: reservations.cancelledAt,
  cancelledBy: reservations.cancelledBy,
  endedAt: reservations.endedAt,
  ownerId: parkingLots.ownerId,
  place: parkingLots.identifier,
  reportReason: reservationReports.reason,
};

export type RevocationRow = {
  id: number;
  userId: number;
  parkingLotId: number;
  registration: string;
  status: string;
  startTime: Date;
  endTime: Date;
  cancelledAt: Date | null;
  cancelledBy: number | null;
  endedAt: Date | null;
  ownerId: number;
  place: string;
  reportReason: ReportReason | null;
};

function selectRevocations(db: Db) {
  return db
    .select(revocationColumns)
    .from(reservations)
    .innerJoin(parkingLots, eq(parkingLots.id, reservations.parkingLotId))
    .leftJoin(reservationReports, eq(reservationReports.reservationId, reservations.id));
}

/** The reservation a pass names, with what its revocation is made of. */
export async function findPassReservation(db: Db, id: number): Promise<RevocationRow | undefined> {
  const [row] = await selectRevocations(db).where(eq(reservations.id, id)).limit(1);
  return row;
}

/**
 * The reservations of an owner's lots whose pass was revoked at or after `since`: cancelled
 * then, or finalized then before their end. Only those whose end is after `endsAfter`: an
 * ended pass reads "ended" anyway, so the list stays as short as the passes that matter
 * (the partial indexes reservations_cancelled_lot_idx and reservations_finalized_lot_idx).
 */
export async function revokedSince(db: Db, ownerId: number, since: Date, endsAfter: Date): Promise<RevocationRow[]> {
  return selectRevocations(db)
    .where(
      and(
        eq(parkingLots.ownerId, ownerId),
        gt(reservations.endTime, endsAfter),
        or(
          and(eq(reservations.status, 'cancelled'), gte(reservations.cancelledAt, since)),
          and(
            eq(reservations.status, 'finalized'),
            gte(reservations.endedAt, since),
            lt(reservations.endedAt, reservations.endTime),
          ),
        ),
      ),
    )
    .orderBy(asc(reservations.id));
}
