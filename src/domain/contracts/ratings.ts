import { z } from 'zod';
import { RATING_REPLY_MAX, RATING_TEXT_MAX, ratingTagValues } from '../rating-rules';
import { apiDateTime } from './common';

export const ratingTag = z.enum(ratingTagValues);
export const ratingSide = z.enum(['driver', 'owner']);

/** POST /reservations/{id}/rating: 1-5 stars, tags (the driver's), a short text. */
export const rateReservationBody = z.object({
  stars: z.number().int().min(1).max(5),
  // A tag given twice counts once (the service keeps each once).
  tags: z.array(ratingTag).max(8).optional(),
  text: z.string().trim().max(RATING_TEXT_MAX).nullish(),
});
export type RateReservationBody = z.input<typeof rateReservationBody>;

/** POST /ratings/{id}/reply: the lot owner's one reply to a driver's rating. */
export const replyRatingBody = z.object({ reply: z.string().trim().min(1).max(RATING_REPLY_MAX) });
export type ReplyRatingBody = z.input<typeof replyRatingBody>;

/** POST /ratings/{id}/report: anyone signed in reports a rating to the administrators. */
export const reportRatingBody = z.object({ reason: z.string().trim().max(RATING_TEXT_MAX).nullish() });
export type ReportRatingBody = z.input<typeof reportRatingBody>;

/**
 * A rating. `side` 'driver': the driver rated the lot (tags apply); 'owner': the lot's owner
 * rated the driver. `rater_name` is the rater's first name only.
 */
export const ratingContract = z.object({
  id: z.number().int(),
  reservation_id: z.number().int(),
  side: ratingSide,
  stars: z.number().int(),
  tags: z.array(ratingTag),
  text: z.string().nullable(),
  rater_name: z.string(),
  created_at: apiDateTime,
  reply: z.string().nullable(),
  replied_at: apiDateTime.nullable(),
});
export type RatingContract = z.infer<typeof ratingContract>;

/**
 * GET /reservations/{id}/rating: what the caller (driver or owner) sees of the reservation's
 * ratings. `theirs` is null until revealed (both rated, or 14 days after the end).
 */
export const reservationRatingContract = z.object({
  side: ratingSide,
  can_rate: z.boolean(),
  /** Until when the caller may rate; null when the reservation cannot be rated. */
  rate_until: apiDateTime.nullable(),
  mine: ratingContract.nullable(),
  theirs: ratingContract.nullable(),
  /** When the other side's rating shows at the latest (the end + 14 days); null when not rateable. */
  reveal_at: apiDateTime.nullable(),
});
export type ReservationRatingContract = z.infer<typeof reservationRatingContract>;

/** GET /parking-lots/{id}/ratings: its visible ratings newest first; average and count only from 3. */
export const lotRatingsContract = z.object({
  data: z.array(ratingContract),
  parking_lot_identifier: z.string(),
  average: z.number().nullable(),
  count: z.number().int().nullable(),
  /** The caller owns the lot (may reply). */
  is_owner: z.boolean(),
});
export type LotRatingsContract = z.infer<typeof lotRatingsContract>;

export const strikeContract = z.object({
  kind: z.enum(['cancel', 'report']),
  reservation_id: z.number().int(),
  at: apiDateTime,
});

/** GET /owner-strikes: the caller's reliability as an owner. */
export const ownerStrikesContract = z.object({
  strikes: z.array(strikeContract),
  /** Strikes of the last 90 days (CANCELS_OFTEN_STRIKES of them show "cancels often" on the lots). */
  count_90_days: z.number().int(),
  /** Strikes of the last 30 days since the last restore (REMOVAL_STRIKES take the lots out of search). */
  count_30_days: z.number().int(),
  cancels_often: z.boolean(),
  out_of_search: z.boolean(),
  out_of_search_since: apiDateTime.nullable(),
});
export type OwnerStrikesContract = z.infer<typeof ownerStrikesContract>;

/** GET /admin/ratings: a reported rating waiting for a decision. */
export const adminRatingContract = ratingContract.extend({
  parking_lot_id: z.number().int(),
  parking_lot_identifier: z.string(),
  hidden: z.boolean(),
  reports: z.array(z.object({ reporter_name: z.string(), reason: z.string().nullable(), created_at: apiDateTime })),
});
export type AdminRatingContract = z.infer<typeof adminRatingContract>;

/** PUT /admin/ratings/{id}: hide the rating or keep it shown; audited. */
export const moderateRatingBody = z.object({ decision: z.enum(['hide', 'keep']) });
export type ModerateRatingBody = z.input<typeof moderateRatingBody>;

/** GET /admin/owner-holds: owners whose lots are out of search, waiting for review. */
export const ownerHoldContract = z.object({
  id: z.number().int(),
  owner_id: z.number().int(),
  owner_name: z.string(),
  owner_email: z.string(),
  strikes: z.number().int(),
  removed_at: apiDateTime,
  lots_count: z.number().int(),
});
export type OwnerHoldContract = z.infer<typeof ownerHoldContract>;

/** POST /admin/owner-holds/{id}/restore: the owner's lots back in search; audited. */
export const restoreOwnerBody = z.object({ note: z.string().trim().max(RATING_TEXT_MAX).nullish() });
export type RestoreOwnerBody = z.input<typeof restoreOwnerBody>;
