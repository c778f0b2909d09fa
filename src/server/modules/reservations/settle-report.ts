import { eq } from 'drizzle-orm';
import { finalizeSettlement, type Settlement } from '../../../domain/credits';
import type { Deps, TransitionDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { reservations } from '../../db/schema/index';
import type { CreditsMoved } from '../../lib/app-events';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { TxHooks } from '../../lib/idempotency';
import { recordAudit } from '../audit/index';
import { chargeAfterReport, lockWallets, releaseHold, systemAccounts, type SystemAccounts } from '../credits/index';
import { adminReservationDetail } from './admin-service';
import { isRetryable } from './database-errors';
import { reportReservationEvent } from './events';
import { reportMessages as rm } from './report-messages';
import { lockReport, writeSettlement, type ReportRow } from './report-repository';
import { lockReservation, reservationParties } from './reservation-locks';
import { creditSettings, movedBy } from './settlement';

export type SettleDecision = 'charge' | 'refund';

type Locked = NonNullable<Awaited<ReturnType<typeof lockReservation>>>;
type Wallets = Awaited<ReturnType<typeof lockWallets>>;

/**
 * The money of a decision. A held report's hold is still in escrow: it is released once, as a
 * finalize at the report's time ('charge') or in full to the driver ('refund'). A contested
 * report was refunded at once: 'charge' takes the finalize's price from the driver's wallet
 * to the owner and the fee ('report_charge', once per reservation); 'refund' moves nothing.
 */
async function postDecision(
  tx: Tx,
  input: { locked: Locked; report: ReportRow; wallets: Wallets; decision: SettleDecision; adminId: number; at: Date },
  system: SystemAccounts,
  settlement: Settlement,
): Promise<{ paid: number; moved?: CreditsMoved }> {
  const { reservation, ownerId } = input.locked;
  const driver = input.wallets.get(reservation.userId);
  const owner = input.wallets.get(ownerId);
  if (!driver || !owner) throw new Error('wallet missing');
  const base = { reservationId: reservation.id, createdBy: input.adminId, at: input.at };
  if (input.report.held) {
    const charge = input.decision === 'charge';
    await releaseHold(
      tx,
      {
        ...base,
        reserved: settlement.reserved,
        driverWalletId: driver.id,
        refund: charge ? settlement.refund : settlement.reserved,
        refundCode: charge ? 'refund_unused' : 'refund_reported',
        ownerWalletId: owner.id,
        payout: charge ? settlement.payout : 0,
        fee: charge ? settlement.fee : 0,
      },
      system,
    );
    return charge
      ? { paid: settlement.charged, moved: movedBy(settlement) }
      : { paid: 0, moved: { refunded: settlement.reserved } };
  }
  if (input.decision === 'refund') return { paid: 0 };
  if (driver.balance < settlement.charged) {
    throw new AppError(422, rm.driverCannotPay, undefined, undefined, {
      balance: driver.balance,
      required: settlement.charged,
    });
  }
  await chargeAfterReport(
    tx,
    {
      ...base,
      driverWalletId: driver.id,
      charged: settlement.charged,
      ownerWalletId: owner.id,
      payout: settlement.payout,
      fee: settlement.fee,
    },
    system,
  );
  return { paid: settlement.charged, moved: { paid: settlement.payout, fee: settlement.fee } };
}

async function settleOnce(
  deps: Pick<Deps, 'config' | 'db' | 'now'>,
  id: number,
  decision: SettleDecision,
  adminId: number,
  hooks?: TxHooks,
) {
  const now = deps.now();
  const system = await systemAccounts(deps.db);
  return deps.db.transaction(async (tx) => {
    await hooks?.claim(tx);
    const parties = await reservationParties(tx, id);
    if (!parties) throw notFound();
    // The lock order of every ledger movement (reservation-locks.ts), then the report row.
    const wallets = await lockWallets(tx, [parties.userId, parties.ownerId]);
    const locked = await lockReservation(tx, id);
    if (!locked) throw notFound();
    const report = await lockReport(tx, id);
    if (!report || report.settledAt || (!report.held && !report.contestedAt)) throw conflict(rm.notAwaiting);
    const r = locked.reservation;
    const settlement = finalizeSettlement(r.creditsReserved, r.startTime, report.reportedAt, creditSettings(deps));
    const { paid, moved } = await postDecision(
      tx,
      { locked, report, wallets, decision, adminId, at: now },
      system,
      settlement,
    );
    if (!(await writeSettlement(tx, id, decision, adminId, now))) throw conflict(rm.notAwaiting);
    if (paid > 0)
      await tx.update(reservations).set({ creditsPaid: paid, updatedAt: now }).where(eq(reservations.id, id));
    await recordAudit(tx, {
      adminId,
      action: 'reservation.settle_report',
      targetType: 'reservation',
      targetId: id,
      before: { held: report.held, contested: report.contestedAt !== null, credits_paid: r.creditsPaid },
      after: { settlement: decision, credits_paid: paid },
      at: now,
    });
    await hooks?.record(tx, 200, `/api/admin/reservations/${id}`);
    return { reservation: r, ownerId: locked.ownerId, at: now, moved };
  });
}

/**
 * PUT /admin/reservations/{id} {settle}: an administrator decides a contested report, or one
 * held for review, once and audited ('charge': as if finalized at the report's time).
 */
export async function settleReport(
  deps: TransitionDeps,
  adminId: number,
  id: number,
  decision: SettleDecision,
  hooks?: TxHooks,
) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const done = await settleOnce(deps, id, decision, adminId, hooks);
      reportReservationEvent(deps, {
        type: 'settled',
        reservation: done.reservation,
        ownerId: done.ownerId,
        actorId: adminId,
        at: done.at,
        ...(done.moved ? { credits: done.moved } : {}),
      });
      return adminReservationDetail(deps, id);
    } catch (err) {
      if (attempt >= 3 || !isRetryable(err)) throw err;
    }
  }
}
