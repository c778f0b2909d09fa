import { isDueForExpiry } from '../../../domain/reservation-status';
import {
  cancelDecision,
  finalizeDecision,
  withinHonestMistake,
  type TransitionDecision,
} from '../../../domain/reservation-rules';
import type { ListReservationsQuery } from '../../../domain/contracts/reservation-requests';
import type { TransitionDeps } from '../../deps';
import type { TxHooks } from '../../lib/idempotency';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { AuthUser } from '../../lib/request-auth';
import { reservationMessages as m } from './messages';
import { listReservationsJson } from './list-query';
import { dueForExpiry, findReservationDetail, type ReservationDetail } from './repository';
import { toReservationView } from './presenter';
import { expireAll, releaseReservation, type ReleaseAction } from './settlement';

/**
 * Settles (as expired) the reservations whose end has passed, `batch` at a time, each exactly
 * once (settlement.ts); only those where `partyId` is the driver or the owner when given.
 * Returns how many this call settled.
 */
export async function expireDue(deps: TransitionDeps, batch: number, partyId?: number): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = await dueForExpiry(deps.db, deps.now(), batch, partyId);
    const settled = await expireAll(deps, ids);
    total += settled;
    // Another process may be settling the same rows; stop when a batch brings nothing new.
    if (ids.length < batch || settled === 0) return total;
  }
}

/** Settles (as expired) the user's reservations whose end has passed, so reads never show stale money. */
export async function settleDueFor(deps: TransitionDeps, userId: number): Promise<void> {
  await expireDue(deps, 100, userId);
}

/**
 * The caller's reservations list as its answer's JSON text ({data, meta}): the page's JSON is
 * built by PostgreSQL (list-json.ts, the presenter's twin), so 200 rows cost one text column.
 */
export async function listReservations(
  deps: TransitionDeps,
  user: AuthUser,
  query: ListReservationsQuery,
): Promise<string> {
  await settleDueFor(deps, user.id);
  const { data, total } = await listReservationsJson(
    deps.db,
    user.id,
    { type: query.type, status: query.status, place: query.place, page: query.page, perPage: query.per_page },
    deps.now(),
    deps.config.APP_TIMEZONE,
  );
  const meta = {
    current_page: query.page,
    per_page: query.per_page,
    total,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
  };
  return `{"data":${data},"meta":${JSON.stringify(meta)}}`;
}

/** The reservation if the user is its driver or its lot's owner (or an administrator); else 404. */
export async function visibleDetail(deps: TransitionDeps, user: AuthUser, id: number): Promise<ReservationDetail> {
  let row = await findReservationDetail(deps.db, id, deps.now());
  const visible = row && (row.reservation.userId === user.id || row.ownerId === user.id || user.isAdmin);
  if (!row || !visible) throw notFound();
  if (isDueForExpiry(row.reservation, deps.now())) {
    await releaseReservation(deps, id, { kind: 'expire' });
    row = await findReservationDetail(deps.db, id, deps.now());
    if (!row) throw notFound();
  }
  return row;
}

export async function getReservation(deps: TransitionDeps, user: AuthUser, id: number) {
  return toReservationView(await visibleDetail(deps, user, id), user.id, deps.config.APP_TIMEZONE);
}

function refusal(decision: TransitionDecision): AppError {
  if (decision.ok) return conflict(m.closed);
  switch (decision.reason) {
    case 'not_party':
      return notFound();
    case 'not_driver':
      return new AppError(403, m.notDriver);
    case 'started':
      return conflict(m.started);
    case 'not_started':
      return conflict(m.notStarted);
    case 'closed':
      return conflict(m.closed);
  }
}

function decide(row: ReservationDetail, user: AuthUser, target: 'cancelled' | 'finalized', now: Date) {
  const party = {
    isDriver: row.reservation.userId === user.id,
    isOwner: row.ownerId === user.id,
    isAdmin: user.isAdmin,
  };
  const decision =
    target === 'cancelled'
      ? cancelDecision(party, row.effectiveStatus, withinHonestMistake(row.reservation.createdAt, now))
      : finalizeDecision(party, row.effectiveStatus);
  return { party, decision };
}

/** PUT {status}: cancel or finalize, by the rules of domain/reservation-rules; 409 when the status does not allow it. */
export async function changeReservationStatus(
  deps: TransitionDeps,
  user: AuthUser,
  id: number,
  target: 'cancelled' | 'finalized',
  hooks?: TxHooks,
  /** Why it is cancelled (cancel only); the other party's notification quotes it. */
  reason: string | null = null,
) {
  const row = await visibleDetail(deps, user, id);
  const { party, decision } = decide(row, user, target, deps.now());
  if (!decision.ok) throw refusal(decision);
  const action: ReleaseAction =
    target === 'cancelled'
      ? { kind: 'cancel', actorId: user.id, driverRules: !party.isOwner && !party.isAdmin, reason }
      : { kind: 'finalize', actorId: user.id };
  const released = await releaseReservation(deps, id, action, { hooks });
  if (!released) {
    // Someone else settled it first, or the clock crossed the start or end meanwhile.
    const now = await visibleDetail(deps, user, id);
    throw refusal(decide(now, user, target, deps.now()).decision);
  }
  return getReservation(deps, user, id);
}
