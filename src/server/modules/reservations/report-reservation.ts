import type { ReportResult } from '../../../domain/contracts/reservations';
import type { ReportRequest } from '../../../domain/contracts/reservation-reports';
import { formatApiDateTime } from '../../../domain/date-time';
import {
  REPORT_ALTERNATIVES_LIMIT,
  REPORT_ALTERNATIVES_RADIUS_M,
  reportDecision,
  reportWindow,
  type ReportDecision,
} from '../../../domain/report-rules';
import type { TransitionDeps } from '../../deps';
import { AppError, conflict } from '../../lib/errors';
import type { TxHooks } from '../../lib/idempotency';
import type { AuthUser } from '../../lib/request-auth';
import { freeLotsNear } from '../finder/index';
import { reservationMessages as m } from './messages';
import { toReservationView } from './presenter';
import { reportMessages as rm } from './report-messages';
import type { ReservationDetail } from './repository';
import { visibleDetail } from './service';
import { releaseReservation } from './settlement';

function refusal(row: ReservationDetail, decision: ReportDecision, zone: string): AppError {
  if (decision.ok) return conflict(row.report ? rm.alreadyReported : m.closed);
  switch (decision.reason) {
    case 'not_driver':
      return new AppError(403, rm.onlyDriver);
    case 'closed':
      return conflict(row.report ? rm.alreadyReported : m.closed);
    case 'too_early': {
      const opensAt = reportWindow(row.reservation.startTime, row.reservation.endTime).opensAt;
      const time = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' });
      return new AppError(422, rm.tooEarly, undefined, undefined, { opens_at: time.format(opensAt) });
    }
    case 'too_late':
      return new AppError(422, rm.tooLate);
  }
}

function decide(row: ReservationDetail, user: AuthUser, now: Date): ReportDecision {
  const r = row.reservation;
  return reportDecision(r.userId === user.id, row.effectiveStatus, r.startTime, r.endTime, now);
}

/**
 * POST /reservations/{id}/report: the driver found the spot taken (or blocked, unsafe). In the
 * window (10 minutes before the start to 15 after) the reservation is cancelled and the whole
 * hold goes back at once, or, for the fourth report in 30 days, waits in escrow for an
 * administrator. The answer proposes up to 5 lots free for the rest of the period within
 * 1 km, closest first, to rebook in one tap.
 */
export async function reportReservation(
  deps: TransitionDeps,
  user: AuthUser,
  id: number,
  body: ReportRequest,
  hooks?: TxHooks,
): Promise<ReportResult> {
  const zone = deps.config.APP_TIMEZONE;
  const row = await visibleDetail(deps, user, id);
  const decision = decide(row, user, deps.now());
  if (!decision.ok) throw refusal(row, decision, zone);
  const released = await releaseReservation(
    deps,
    id,
    { kind: 'report', actorId: user.id, reason: body.reason, note: body.note || null },
    { hooks },
  );
  if (!released) {
    // Someone settled it first, or the clock left the window meanwhile.
    const again = await visibleDetail(deps, user, id);
    throw refusal(again, decide(again, user, deps.now()), zone);
  }
  const after = await visibleDetail(deps, user, id);
  const r = released.reservation;
  const now = deps.now();
  const from = r.startTime > now ? r.startTime : now;
  const alternatives = await freeLotsNear(deps, user, {
    lat: after.lot.latitude,
    lng: after.lot.longitude,
    radiusM: REPORT_ALTERNATIVES_RADIUS_M,
    from,
    to: r.endTime,
    limit: REPORT_ALTERNATIVES_LIMIT,
    excludeLotId: r.parkingLotId,
  });
  return {
    data: toReservationView(after, user.id, zone),
    refunded: released.held ? 0 : released.settlement.refund,
    alternatives,
    alternatives_from: formatApiDateTime(from, zone),
    alternatives_to: formatApiDateTime(r.endTime, zone),
  };
}
