import type { AdminReservationDetailContract } from '../../../domain/contracts/admin-ledger';
import { formatApiDateTime } from '../../../domain/date-time';
import type { Deps, TransitionDeps } from '../../deps';
import type { TxHooks } from '../../lib/idempotency';
import { conflict, notFound } from '../../lib/errors';
import { auditOf, recordAudit } from '../audit/index';
import { adminReservationView, findAdminReservation } from './admin-repository';
import { reservationMessages as m } from './messages';
import { releaseReservation } from './settlement';

export async function adminReservationDetail(
  deps: Pick<Deps, 'config' | 'db' | 'now'>,
  id: number,
): Promise<AdminReservationDetailContract> {
  const zone = deps.config.APP_TIMEZONE;
  const row = await findAdminReservation(deps.db, id, deps.now());
  if (!row) throw notFound();
  return {
    ...adminReservationView(row, zone),
    visitor_phone: row.reservation.visitorPhone,
    cancelled_at: formatApiDateTime(row.reservation.cancelledAt, zone),
    cancelled_by: row.reservation.cancelledBy,
    audit: await auditOf(deps.db, 'reservation', id, zone),
  };
}

/**
 * An administrator cancels a scheduled or active reservation: the driver gets every held
 * credit back, the owner nothing, both are notified; the audit row is in the same transaction.
 * 409 when it is already finalized, expired or cancelled.
 */
export async function adminCancelReservation(deps: TransitionDeps, adminId: number, id: number, hooks?: TxHooks) {
  const existing = await findAdminReservation(deps.db, id, deps.now());
  if (!existing) throw notFound();
  const released = await releaseReservation(
    deps,
    id,
    { kind: 'cancel', actorId: adminId, driverRules: false },
    {
      hooks,
      within: (tx, done, before) =>
        recordAudit(tx, {
          adminId,
          action: 'reservation.cancel',
          targetType: 'reservation',
          targetId: id,
          before: { status: before.status, credits_paid: before.creditsPaid },
          after: { status: done.reservation.status, refund: done.settlement.refund },
          at: deps.now(),
        }),
    },
  );
  if (!released) throw conflict(m.closed);
  return adminReservationDetail(deps, id);
}
