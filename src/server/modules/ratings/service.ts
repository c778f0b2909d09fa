import type {
  LotRatingsContract,
  RateReservationBody,
  RatingContract,
  ReservationRatingContract,
} from '../../../domain/contracts/ratings';
import { formatApiDateTime } from '../../../domain/date-time';
import {
  ratingRefusal,
  revealAt,
  RATING_WINDOW_MS,
  shownAverage,
  type RatingRefusal,
} from '../../../domain/rating-rules';
import type { Deps } from '../../deps';
import { locations, parkingLots } from '../../db/schema/index';
import type { RatingSide } from '../../db/schema/index';
import { AppError, conflict, notFound, validationFailed } from '../../lib/errors';
import type { ServerMessage } from '../../lib/i18n';
import { and, eq } from 'drizzle-orm';
import { lotVisibleTo, type Viewer } from '../locations/index';
import { ratingMessages as m } from './messages';
import { presentRating } from './presenter';
import {
  findRateable,
  findRating,
  insertRating,
  insertReport,
  lockRateable,
  ratingsOfReservation,
  ratingTotalsByLot,
  revealBoth,
  shownRatingsOfLot,
  writeReply,
  type Rateable,
  type RatingWithRater,
} from './repository';

type ReadDeps = Pick<Deps, 'config' | 'db' | 'now'>;

const refusalMessages: Record<RatingRefusal, ServerMessage> = {
  not_ended: m.notEnded,
  cancelled: m.cancelled,
  reported: m.reported,
  window_closed: m.windowClosed,
};

/** How many of a lot's ratings its list shows (newest first). */
const LOT_RATINGS_LIMIT = 50;

/**
 * The stored status as the clock reads it: a reservation whose end has passed is expired even
 * before the sweeper writes it (domain/reservation-status, the same rule).
 */
function effective(r: Rateable, now: Date) {
  if ((r.status === 'scheduled' || r.status === 'active') && r.endTime.getTime() <= now.getTime()) return 'expired';
  return r.status;
}

/** When it ended: a finalize's time, else its end. */
const endOf = (r: Rateable) => (r.status === 'finalized' && r.endedAt ? r.endedAt : r.endTime);

/** The caller's side, or undefined for anyone else (who gets 404). */
function sideOf(r: Rateable, userId: number): RatingSide | undefined {
  if (r.driverId === userId) return 'driver';
  if (r.ownerId === userId) return 'owner';
  return undefined;
}

/**
 * Whether a rating shows to `viewerId` now: its author always; anyone else once revealed and
 * not hidden, and an owner's rating of a driver only to that driver (it is on no public list).
 */
export function visibleTo(rating: RatingWithRater['rating'], viewerId: number, now: Date): boolean {
  if (rating.raterId === viewerId) return true;
  if (rating.hidden || rating.visibleFrom.getTime() > now.getTime()) return false;
  return rating.side === 'driver' || rating.ratedUserId === viewerId;
}

/**
 * POST /reservations/{id}/rating: the driver rates the lot, the owner the driver, once each,
 * within 14 days of the end of a finalized or expired reservation (never a cancelled or
 * reported one). Under the reservation's row lock: the second side's rating reveals both.
 */
export async function rateReservation(
  deps: ReadDeps,
  userId: number,
  reservationId: number,
  body: RateReservationBody,
): Promise<RatingContract> {
  const now = deps.now();
  const saved = await deps.db.transaction(async (tx) => {
    const r = await lockRateable(tx, reservationId);
    const side = r && sideOf(r, userId);
    if (!r || !side) throw notFound();
    const refusal = ratingRefusal(effective(r, now), r.reported, endOf(r), now);
    if (refusal) throw new AppError(422, refusalMessages[refusal]);
    const tags = [...new Set(body.tags ?? [])];
    if (side === 'owner' && tags.length > 0) throw validationFailed({ tags: [m.tagsDriverOnly] });
    const row = await insertRating(tx, {
      reservationId,
      side,
      raterId: userId,
      ratedUserId: side === 'driver' ? r.ownerId : r.driverId,
      parkingLotId: r.parkingLotId,
      stars: body.stars,
      tags,
      text: body.text || null,
      createdAt: now,
      visibleFrom: revealAt(endOf(r)),
    });
    if (!row) throw conflict(m.alreadyRated);
    const both = await ratingsOfReservation(tx, reservationId);
    if (both.length === 2) await revealBoth(tx, reservationId, now);
    const mine = both.find((b) => b.rating.id === row.id);
    if (!mine) throw new Error('rating just written is missing');
    return mine;
  });
  return presentRating(saved, deps.config.APP_TIMEZONE);
}

/** GET /reservations/{id}/rating: the caller's rating, the other side's once revealed, and whether they may rate. */
export async function reservationRating(
  deps: ReadDeps,
  userId: number,
  reservationId: number,
): Promise<ReservationRatingContract> {
  const now = deps.now();
  const zone = deps.config.APP_TIMEZONE;
  const r = await findRateable(deps.db, reservationId);
  const side = r && sideOf(r, userId);
  if (!r || !side) throw notFound();
  const rows = await ratingsOfReservation(deps.db, reservationId);
  const mine = rows.find((row) => row.rating.side === side);
  const theirs = rows.find((row) => row.rating.side !== side);
  const refusal = ratingRefusal(effective(r, now), r.reported, endOf(r), now);
  const rateable = refusal === null || refusal === 'window_closed';
  return {
    side,
    can_rate: refusal === null && !mine,
    rate_until: rateable ? formatApiDateTime(new Date(endOf(r).getTime() + RATING_WINDOW_MS), zone) : null,
    mine: mine ? presentRating(mine, zone) : null,
    theirs: theirs && visibleTo(theirs.rating, userId, now) ? presentRating(theirs, zone) : null,
    reveal_at: rateable ? formatApiDateTime(revealAt(endOf(r)), zone) : null,
  };
}

/**
 * The lot when the viewer may find it (the finder's rule, locations/lotVisibleTo): a lot of a
 * restricted location the viewer is not authorized for is unknown to them, ratings included.
 */
async function visibleLot(deps: ReadDeps, viewer: Viewer, lotId: number) {
  const [lot] = await deps.db
    .select({ ownerId: parkingLots.ownerId, identifier: parkingLots.identifier })
    .from(parkingLots)
    .leftJoin(locations, eq(locations.id, parkingLots.locationId))
    .where(and(eq(parkingLots.id, lotId), lotVisibleTo(viewer)));
  return lot;
}

/** GET /parking-lots/{id}/ratings: its shown ratings, and the average and count from 3 of them. */
export async function lotRatings(deps: ReadDeps, viewer: Viewer, lotId: number): Promise<LotRatingsContract> {
  const now = deps.now();
  const userId = viewer.id;
  const lot = await visibleLot(deps, viewer, lotId);
  if (!lot) throw notFound();
  const [rows, totals] = await Promise.all([
    shownRatingsOfLot(deps.db, lotId, now, LOT_RATINGS_LIMIT),
    ratingTotalsByLot(deps.db, [lotId], now),
  ]);
  const total = totals.get(lotId) ?? { count: 0, sum: 0 };
  return {
    data: rows.map((row) => presentRating(row, deps.config.APP_TIMEZONE)),
    parking_lot_identifier: lot.identifier,
    ...shownAverage(total.count, total.sum),
    is_owner: lot.ownerId === userId,
  };
}

/** POST /ratings/{id}/reply: the lot's owner answers a driver's shown rating, once (409 after). */
export async function replyToRating(deps: ReadDeps, userId: number, ratingId: number, reply: string) {
  const now = deps.now();
  const found = await findRating(deps.db, ratingId);
  if (!found || found.rating.side !== 'driver' || found.rating.ratedUserId !== userId) throw notFound();
  if (!visibleTo(found.rating, userId, now)) throw notFound();
  const written = await writeReply(deps.db, ratingId, reply, now);
  if (!written) throw conflict(m.alreadyReplied);
  const updated = await findRating(deps.db, ratingId);
  if (!updated) throw notFound();
  return presentRating(updated, deps.config.APP_TIMEZONE);
}

/** POST /ratings/{id}/report: anyone who can see a rating (and its lot) sends it to the administrators (once each). */
export async function reportRating(deps: ReadDeps, viewer: Viewer, ratingId: number, reason: string | null) {
  const userId = viewer.id;
  const found = await findRating(deps.db, ratingId);
  if (!found || !visibleTo(found.rating, userId, deps.now()) || found.rating.raterId === userId) throw notFound();
  // A driver's rating is on its lot's list: reported by those who may find the lot.
  if (found.rating.side === 'driver' && !(await visibleLot(deps, viewer, found.rating.parkingLotId))) throw notFound();
  await insertReport(deps.db, { ratingId, reporterId: userId, reason, at: deps.now() });
}
