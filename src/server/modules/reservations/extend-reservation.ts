import { eq } from 'drizzle-orm';
import { requiredCredits } from '../../../domain/credits';
import { formatApiDateTime, parseApiDateTime } from '../../../domain/date-time';
import { scheduleCovers } from '../../../domain/weekly-schedule';
import { formatInZone } from '../../../domain/zoned-time';
import type { Deps, TransitionDeps } from '../../deps';
import type { TxHooks } from '../../lib/idempotency';
import { reservations } from '../../db/schema/index';
import { AppError, conflict, notFound, validationFailed } from '../../lib/errors';
import type { AuthUser } from '../../lib/request-auth';
import type { ExtendRequest } from '../../../domain/contracts/reservation-actions';
import { extendHold, lockWallets, systemAccounts } from '../credits/index';
import { isRetryable, overlapOf } from './database-errors';
import { reportReservationEvent } from './events';
import { nextBookingStart, shareLotForExtension } from './extension-repository';
import { lockReservation } from './reservation-locks';
import { extensionMessages as x, reservationMessages as m } from './messages';

const MS_PER_MINUTE = 60_000;

type ExtendBody = ExtendRequest;

type Extended = { reservation: typeof reservations.$inferSelect; ownerId: number; extra: number };

/**
 * 409 for an extension that would reach the next booking: the message names the time the lot
 * is taken ("from 14:30", with the date when that is not today), in its text and on end_time;
 * next_start is the API's date-time for clients that offer "extend until then".
 */
function lotTaken(deps: Pick<Deps, 'config' | 'now'>, nextStart: Date | undefined): AppError {
  const zone = deps.config.APP_TIMEZONE;
  const next = formatApiDateTime(nextStart ?? null, zone);
  const sameDay =
    nextStart &&
    formatInZone(nextStart.getTime(), zone, 'yyyy-MM-dd') === formatInZone(deps.now().getTime(), zone, 'yyyy-MM-dd');
  const shown = nextStart ? formatInZone(nextStart.getTime(), zone, sameDay ? 'HH:mm' : 'dd/MM/yyyy HH:mm') : '';
  const values = { next_start: shown };
  return new AppError(409, x.taken, { end_time: [{ ...x.taken, values }] }, undefined, values, { next_start: next });
}

/** The new end the body asks for, relative to the current end; 422 when neither or both are given. */
function requestedEnd(deps: Pick<Deps, 'config'>, body: ExtendBody, currentEnd: Date): Date {
  const hasMinutes = body.minutes !== undefined && body.minutes !== null;
  const hasEnd = Boolean(body.end_time?.trim());
  if (hasMinutes === hasEnd) throw validationFailed({ minutes: [x.lengthRequired] });
  if (hasMinutes) return new Date(currentEnd.getTime() + (body.minutes ?? 0) * MS_PER_MINUTE);
  const end = parseApiDateTime(body.end_time ?? '', deps.config.APP_TIMEZONE);
  if (!end) throw validationFailed({ end_time: [m.dateInvalid] });
  if (end.getTime() <= currentEnd.getTime()) throw validationFailed({ end_time: [x.endNotLater] });
  return end;
}

async function extendOnce(
  deps: Pick<Deps, 'config' | 'db' | 'now'>,
  user: AuthUser,
  id: number,
  body: ExtendBody,
  now: Date,
  hooks?: TxHooks,
): Promise<Extended> {
  const system = await systemAccounts(deps.db);
  return deps.db.transaction(async (tx) => {
    await hooks?.claim(tx);
    // The caller's wallet, then the reservation row (reservation-locks.ts): credits_reserved is
    // read under the lock, so a settlement waiting for it settles the extended hold.
    const wallet = (await lockWallets(tx, [user.id])).get(user.id);
    const row = await lockReservation(tx, id);
    if (!row || (row.reservation.userId !== user.id && row.ownerId !== user.id && !user.isAdmin)) throw notFound();
    if (row.reservation.userId !== user.id) throw new AppError(403, x.onlyDriver);
    const r = row.reservation;
    const open = (r.status === 'scheduled' || r.status === 'active') && r.endTime.getTime() > now.getTime();
    if (!open) throw conflict(m.closed);
    const end = requestedEnd(deps, body, r.endTime);
    const lot = await shareLotForExtension(tx, r.parkingLotId);
    if (!lot?.available) throw validationFailed({ end_time: [m.lotUnavailable] }, m.lotUnavailable);
    if (lot.availableTo && end.getTime() > lot.availableTo.getTime()) {
      throw validationFailed({ end_time: [m.endAfterAvailable] }, m.endAfterAvailable);
    }
    // The added time must lie inside the schedule (the booked part stays as it was booked).
    if (!scheduleCovers(lot.weeklySchedule, { from: r.endTime, to: end }, deps.config.APP_TIMEZONE)) {
      throw validationFailed({ end_time: [m.outsideSchedule] }, m.outsideSchedule);
    }
    const next = await nextBookingStart(tx, { id, parkingLotId: r.parkingLotId, from: r.endTime, until: end });
    if (next) throw lotTaken(deps, next);
    const total = requiredCredits(r.startTime, end, deps.config.MIN_CREDITS);
    const extra = total - r.creditsReserved;
    if (!wallet) throw new Error('wallet missing');
    if (wallet.balance < extra) {
      const values = { required: extra, balance: wallet.balance };
      throw new AppError(422, x.insufficientCredits, undefined, undefined, values);
    }
    const [updated] = await tx
      .update(reservations)
      .set({ endTime: end, creditsReserved: total, updatedAt: now })
      .where(eq(reservations.id, id))
      .returning();
    if (!updated) throw new Error('reservation update returned nothing');
    if (extra > 0) {
      await extendHold(
        tx,
        { reservationId: id, createdBy: user.id, at: now, walletId: wallet.id, amount: extra },
        system,
      );
    }
    await hooks?.record(tx, 200, `/api/reservations/${id}`);
    return { reservation: updated, ownerId: row.ownerId, extra };
  });
}

/**
 * POST /reservations/{id}/extend: moves the end later by {minutes} or to {end_time} in one
 * transaction (wallet, then the reservation row locked), holding the extra credits at once.
 * Refusals: 409 with next_start when another booking follows (the exclusion constraint
 * decides a lost race the same way), 422 for the window or the balance.
 */
export async function extendReservation(
  deps: TransitionDeps,
  user: AuthUser,
  id: number,
  body: ExtendBody,
  /** An Idempotency-Key's claim and record, in the same transaction (lib/idempotency). */
  hooks?: TxHooks,
): Promise<Extended> {
  const now = deps.now();
  for (let attempt = 1; ; attempt += 1) {
    try {
      const extended = await extendOnce(deps, user, id, body, now, hooks);
      reportReservationEvent(deps, {
        type: 'extended',
        reservation: extended.reservation,
        ownerId: extended.ownerId,
        actorId: user.id,
        at: now,
        credits: { held: extended.extra },
      });
      return extended;
    } catch (err) {
      const overlap = overlapOf(err);
      if (overlap === 'automobile') throw conflict(x.automobileTaken, { end_time: [x.automobileTaken] });
      if (overlap === 'lot' && !isRetryable(err)) throw lotTaken(deps, await nextStartAfter(deps, id));
      if (attempt >= 3 || !isRetryable(err)) throw err;
    }
  }
}

async function nextStartAfter(deps: Pick<Deps, 'db'>, id: number): Promise<Date | undefined> {
  const [row] = await deps.db.select().from(reservations).where(eq(reservations.id, id));
  if (!row) return undefined;
  const far = new Date(row.endTime.getTime() + 366 * 24 * 60 * MS_PER_MINUTE);
  return nextBookingStart(deps.db, { id, parkingLotId: row.parkingLotId, from: row.endTime, until: far });
}
