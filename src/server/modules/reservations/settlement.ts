import { and, eq, gt, inArray, lte, or, type SQL } from 'drizzle-orm';
import {
  REPORT_CLOSES_AFTER_START_MS,
  REPORT_OPENS_BEFORE_START_MS,
  type ReportReason,
} from '../../../domain/report-rules';
import {
  cancelSettlement,
  expirySettlement,
  finalizeSettlement,
  type CreditSettings,
  type Settlement,
} from '../../../domain/credits';
import { HONEST_MISTAKE_MS } from '../../../domain/reservation-rules';
import type { Deps, TransitionDeps } from '../../deps';
import type { Db, Tx } from '../../db/client';
import type { CreditsMoved } from '../../lib/app-events';
import type { TxHooks } from '../../lib/idempotency';
import { reservations } from '../../db/schema/index';
import { lockWallets, releaseHold, systemAccounts } from '../credits/index';
import { isRetryable } from './database-errors';
import { recordReport } from './report-repository';
import { reportReservationEvent } from './events';
import { lockReservation, reservationParties } from './reservation-locks';

/**
 * Releasing held credits: finalize, cancel or expire. Each is one database transaction that
 * locks the wallets and then the reservation row (reservation-locks.ts) before it reads what
 * to settle; its status compare-and-swap (UPDATE ... WHERE status IN ('scheduled','active')
 * and the time condition of the action) lets exactly one caller win, however many retries,
 * concurrent requests or sweepers race; the losers change nothing and get null.
 */

export type ReleaseAction =
  | { kind: 'finalize'; actorId: number }
  | {
      kind: 'cancel';
      actorId: number;
      /**
       * the driver's rules: only before the start, or within HONEST_MISTAKE_MS of booking
       * (domain/reservation-rules); the owner and administrators cancel until the end
       */
      driverRules: boolean;
      /** why, as the canceller wrote it (stored as cancel_reason) */
      reason?: string | null;
    }
  | { kind: 'expire' }
  | {
      /**
       * The driver's "spot taken" report (PRODUCT.md, "Trust at the lot"): cancelled in its
       * window (domain/report-rules), the whole hold back at once, or, for a fourth report in
       * 30 days, left in escrow until an administrator settles it (report-repository.ts).
       */
      kind: 'report';
      actorId: number;
      reason: ReportReason;
      note: string | null;
    };

export function creditSettings(deps: Pick<Deps, 'config'>): CreditSettings {
  return { minCredits: deps.config.MIN_CREDITS, systemFeeCredits: deps.config.SYSTEM_FEE_CREDITS };
}

type Row = typeof reservations.$inferSelect;

/** What a cancellation writes (a driver's report is one, with its reason). */
const cancelled = (actorId: number, reason: string | null, now: Date) => ({
  status: 'cancelled' as const,
  creditsPaid: 0,
  cancelledAt: now,
  cancelledBy: actorId,
  cancelReason: reason,
});

/**
 * The time rule of a cancellation: the driver's before the start or within HONEST_MISTAKE_MS of
 * booking, a report in its window (domain/report-rules), the owner's and an administrator's none.
 */
function cancelCondition(action: Extract<ReleaseAction, { kind: 'cancel' | 'report' }>, now: Date): SQL | undefined {
  if (action.kind === 'report') {
    return and(
      eq(reservations.userId, action.actorId),
      lte(reservations.startTime, new Date(now.getTime() + REPORT_OPENS_BEFORE_START_MS)),
      gt(reservations.startTime, new Date(now.getTime() - REPORT_CLOSES_AFTER_START_MS)),
    );
  }
  if (!action.driverRules) return undefined;
  return or(gt(reservations.startTime, now), gt(reservations.createdAt, new Date(now.getTime() - HONEST_MISTAKE_MS)));
}

function plan(action: ReleaseAction, r: Row, now: Date, settings: CreditSettings) {
  const open = inArray(reservations.status, ['scheduled', 'active']);
  const notEnded = gt(reservations.endTime, now);
  switch (action.kind) {
    case 'finalize': {
      const settlement = finalizeSettlement(r.creditsReserved, r.startTime, now, settings);
      return {
        settlement,
        where: and(open, notEnded, lte(reservations.startTime, now)),
        set: { status: 'finalized' as const, creditsPaid: settlement.charged, finalizedAt: now, endedAt: now },
      };
    }
    case 'cancel':
    case 'report':
      // Both cancel with a full refund; the driver's cancel and a report each have their time rule.
      return {
        settlement: cancelSettlement(r.creditsReserved),
        where: and(open, notEnded, cancelCondition(action, now)),
        set: cancelled(
          action.actorId,
          action.kind === 'report' ? `reported: ${action.reason}` : (action.reason ?? null),
          now,
        ),
      };
    case 'expire': {
      const settlement = expirySettlement(r.creditsReserved, settings);
      return {
        settlement,
        where: and(open, lte(reservations.endTime, now)),
        set: { status: 'expired' as const, creditsPaid: settlement.charged, endedAt: r.endTime },
      };
    }
  }
}

/** `held`: a report whose hold stays in escrow for an administrator (nothing was released). */
export type Released = { reservation: Row; ownerId: number; settlement: Settlement; held: boolean };

/** Runs inside a release's transaction, after it settled (the audit row of an administrator's cancel). */
export type WithinRelease = (tx: Tx, released: Released, before: Row) => Promise<void>;

/** What a caller adds to a release's transaction: idempotency's claim and record, an audit row. */
export type ReleaseExtras = { hooks?: TxHooks; within?: WithinRelease };

async function releaseOnce(
  db: Db,
  id: number,
  action: ReleaseAction,
  now: Date,
  settings: CreditSettings,
  extras: ReleaseExtras = {},
) {
  // Read before the transaction: on PGlite (one connection) a query outside it would wait for it.
  const system = await systemAccounts(db);
  return db.transaction(async (tx): Promise<Released | null> => {
    await extras.hooks?.claim(tx);
    const parties = await reservationParties(tx, id);
    if (!parties) return null;
    // The lock order of every ledger movement (reservation-locks.ts): the wallets, then the
    // reservation row; the amounts to settle are read only under that lock, so an extension
    // that committed meanwhile is settled with the rest, never left in escrow.
    const wallets = await lockWallets(tx, [parties.userId, parties.ownerId]);
    const locked = await lockReservation(tx, id);
    if (!locked) return null;
    const { reservation, ownerId } = locked;
    const { settlement, where, set } = plan(action, reservation, now, settings);
    const [updated] = await tx
      .update(reservations)
      .set({ ...set, updatedAt: now })
      .where(and(eq(reservations.id, id), where as SQL))
      .returning();
    if (!updated) return null;
    const driverWallet = wallets.get(reservation.userId);
    const ownerWallet = wallets.get(ownerId);
    if (!driverWallet || !ownerWallet) throw new Error('wallet missing');
    // A report is recorded under the driver's wallet lock, so their reports count one at a time.
    const held =
      action.kind === 'report' &&
      (
        await recordReport(tx, {
          reservationId: id,
          userId: reservation.userId,
          reason: action.reason,
          note: action.note,
          at: now,
        })
      ).held;
    if (!held) {
      await releaseHold(
        tx,
        {
          reservationId: id,
          createdBy: action.kind === 'expire' ? undefined : action.actorId,
          at: now,
          reserved: settlement.reserved,
          driverWalletId: driverWallet.id,
          refund: settlement.refund,
          refundCode: refundCode[action.kind],
          ownerWalletId: ownerWallet.id,
          payout: settlement.payout,
          fee: settlement.fee,
        },
        system,
      );
    }
    const released = { reservation: updated, ownerId, settlement, held };
    await extras.within?.(tx, released, reservation);
    await extras.hooks?.record(tx, 200, `/api/reservations/${id}`);
    return released;
  });
}

/** What a paid or refunded release moved, for the metrics (lib/metrics-events.ts). */
export function movedBy(settlement: Settlement): CreditsMoved {
  return { refunded: settlement.refund, paid: settlement.payout, fee: settlement.fee };
}

const refundCode = {
  finalize: 'refund_unused',
  expire: 'refund_unused',
  cancel: 'refund_cancelled',
  report: 'refund_reported',
} as const;

const eventOf = { finalize: 'finalized', cancel: 'cancelled', expire: 'expired', report: 'reported' } as const;

/**
 * Runs one release; null when another caller already settled it or the action's time
 * condition no longer holds. Reports the event after commit.
 */
export async function releaseReservation(
  deps: TransitionDeps,
  id: number,
  action: ReleaseAction,
  extras: ReleaseExtras = {},
): Promise<Released | null> {
  const now = deps.now();
  const settings = creditSettings(deps);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const released = await releaseOnce(deps.db, id, action, now, settings, extras);
      if (released) {
        reportReservationEvent(deps, {
          type: eventOf[action.kind],
          reservation: released.reservation,
          ownerId: released.ownerId,
          actorId: action.kind === 'expire' ? null : action.actorId,
          at: now,
          ...(released.held ? {} : { credits: movedBy(released.settlement) }),
        });
      }
      return released;
    } catch (err) {
      if (attempt >= 3 || !isRetryable(err)) throw err;
    }
  }
}

/** Settles every open reservation whose end has passed among `ids`; returns how many this call settled. */
export async function expireAll(deps: TransitionDeps, ids: number[]): Promise<number> {
  let settled = 0;
  for (const id of ids) if (await releaseReservation(deps, id, { kind: 'expire' })) settled += 1;
  return settled;
}
