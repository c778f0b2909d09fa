/**
 * Ratings and owners' reliability (PRODUCT.md, "Lot features and ratings"; docs/ratings.md):
 * pure rules shared by the server and the app.
 */

/** A reservation may be rated until 14 days after its end; each side's rating shows by then at the latest. */
export const RATING_WINDOW_DAYS = 14;
export const RATING_WINDOW_MS = RATING_WINDOW_DAYS * 86_400_000;
/** A lot shows its average and count once it has this many visible ratings. */
export const MIN_RATINGS_SHOWN = 3;
export const RATING_TEXT_MAX = 500;
export const RATING_REPLY_MAX = 500;

export const ratingTagValues = ['as_described', 'easy_access', 'safe', 'well_lit'] as const;
export type RatingTagValue = (typeof ratingTagValues)[number];

/** Strikes count for this long; a lot whose owner has CANCELS_OFTEN_STRIKES of them shows "cancels often". */
export const STRIKE_MEMORY_DAYS = 90;
export const CANCELS_OFTEN_STRIKES = 2;
/** This many strikes within REMOVAL_WINDOW_DAYS (after the last restore) take an owner's lots out of search. */
export const REMOVAL_STRIKES = 3;
export const REMOVAL_WINDOW_DAYS = 30;
/** A "spot taken" report stands once the owner's 72 hours to contest it have passed uncontested. */
export const REPORT_CONTEST_MS = 72 * 3_600_000;

export type RatingRefusal = 'not_ended' | 'cancelled' | 'reported' | 'window_closed';

/**
 * Whether a reservation may be rated at `now`: it ended (finalized, or expired) no more than 14
 * days ago; never a cancelled or reported one. `end` is when it ended (finalize time or end time).
 */
export function ratingRefusal(
  status: 'scheduled' | 'active' | 'expired' | 'finalized' | 'cancelled',
  reported: boolean,
  end: Date,
  now: Date,
): RatingRefusal | null {
  if (reported) return 'reported';
  if (status === 'cancelled') return 'cancelled';
  if (status !== 'finalized' && status !== 'expired') return 'not_ended';
  if (now.getTime() > end.getTime() + RATING_WINDOW_MS) return 'window_closed';
  return null;
}

/** When a rating shows to the other side at the latest: 14 days after the end. */
export const revealAt = (end: Date): Date => new Date(end.getTime() + RATING_WINDOW_MS);

/** A lot's average and count, shown only from MIN_RATINGS_SHOWN visible ratings (null below). */
export function shownAverage(count: number, sum: number): { average: number | null; count: number | null } {
  if (count < MIN_RATINGS_SHOWN) return { average: null, count: null };
  return { average: Math.round((sum / count) * 10) / 10, count };
}
