import { and, count, eq, gt, isNull } from 'drizzle-orm';
import {
  CONTEST_WINDOW_MS,
  REFUNDED_REPORTS_PER_PERIOD,
  REPORT_PERIOD_MS,
  type ReportReason,
} from '../../../domain/report-rules';
import type { Tx } from '../../db/client';
import { reservationReports } from '../../db/schema/index';

export type ReportRow = typeof reservationReports.$inferSelect;

/**
 * Records a driver's report in the transaction that cancels the reservation, under the
 * driver's wallet lock (so two reports of one driver count one after the other). Past
 * REFUNDED_REPORTS_PER_PERIOD reports in REPORT_PERIOD_MS the report is `held`: its hold
 * stays in escrow until an administrator settles it.
 */
export async function recordReport(
  tx: Tx,
  input: { reservationId: number; userId: number; reason: ReportReason; note: string | null; at: Date },
): Promise<ReportRow> {
  const [recent] = await tx
    .select({ n: count() })
    .from(reservationReports)
    .where(
      and(
        eq(reservationReports.userId, input.userId),
        gt(reservationReports.reportedAt, new Date(input.at.getTime() - REPORT_PERIOD_MS)),
      ),
    );
  const held = Number(recent?.n ?? 0) >= REFUNDED_REPORTS_PER_PERIOD;
  const [row] = await tx
    .insert(reservationReports)
    .values({
      reservationId: input.reservationId,
      userId: input.userId,
      reason: input.reason,
      note: input.note,
      reportedAt: input.at,
      held,
    })
    .returning();
  if (!row) throw new Error('report insert returned nothing');
  return row;
}

/** The report of a reservation, locked for its contest or settlement. */
export async function lockReport(tx: Tx, reservationId: number): Promise<ReportRow | undefined> {
  const [row] = await tx
    .select()
    .from(reservationReports)
    .where(eq(reservationReports.reservationId, reservationId))
    .for('update');
  return row;
}

/** Writes the owner's contest once, within its window (null when already contested, settled or too late). */
export async function writeContest(tx: Tx, reservationId: number, note: string, at: Date) {
  const [row] = await tx
    .update(reservationReports)
    .set({ contestedAt: at, contestNote: note })
    .where(
      and(
        eq(reservationReports.reservationId, reservationId),
        isNull(reservationReports.contestedAt),
        isNull(reservationReports.settledAt),
        gt(reservationReports.reportedAt, new Date(at.getTime() - CONTEST_WINDOW_MS)),
      ),
    )
    .returning();
  return row;
}

/** Writes an administrator's decision once (null when already settled). */
export async function writeSettlement(
  tx: Tx,
  reservationId: number,
  settlement: 'charge' | 'refund',
  adminId: number,
  at: Date,
) {
  const [row] = await tx
    .update(reservationReports)
    .set({ settlement, settledAt: at, settledBy: adminId })
    .where(and(eq(reservationReports.reservationId, reservationId), isNull(reservationReports.settledAt)))
    .returning();
  return row;
}
