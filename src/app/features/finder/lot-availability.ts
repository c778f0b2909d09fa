import type { FinderLot } from './api/find-parking-lots';

/** Seconds of an API date-time read as wall-clock ('YYYY-MM-DD HH:mm:ss'): enough to tell a gap's length. */
const wallSeconds = (value: string) => {
  const [date = '', time = ''] = value.split(' ');
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi, s] = time.split(':').map(Number);
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0) / 1000;
};

/** A free gap shorter than a minute (a booking that starts mid-minute) is no free time. */
const MIN_GAP_SECONDS = 60;

/** The searched range as a card reads it: API date-times, and whether it starts "now". */
export type SearchedRange = { from: string; to: string; now: boolean };

export type LotAvailability =
  | { kind: 'private' }
  | { kind: 'periods'; periods: { from: string; to: string | null }[] }
  /** Free from `from` (null: now, the searched start) until `until` (null: no end). */
  | { kind: 'free'; from: string | null; until: string | null }
  /** Not free at any time of the searched range (a lot just booked, kept in the sheet). */
  | { kind: 'taken' };

/**
 * What a card says about availability for the searched range: a lot with no available_from
 * is private; an alternative-period search lists the free periods of the day; otherwise when
 * the lot is free in the range (its first free gap: "now" or the searched start, or later)
 * and until when: the end of that gap when it ends inside the range, else when the lot stops
 * being free after it (free_until; null: no end). API date-times compare as text (one fixed format).
 */
export function lotAvailability(
  lot: Pick<FinderLot, 'available_from' | 'available_to' | 'available_periods' | 'free_until'>,
  alternativePeriod: boolean,
  searched: SearchedRange,
): LotAvailability {
  if (!lot.available_from) return { kind: 'private' };
  const periods = lot.available_periods.filter(
    (p): p is { from: string; to: string | null } =>
      Boolean(p.from) && (p.to === null || wallSeconds(p.to) - wallSeconds(p.from ?? '') >= MIN_GAP_SECONDS),
  );
  if (alternativePeriod && periods.length > 0) return { kind: 'periods', periods };
  const first = periods[0];
  if (!first) return { kind: 'taken' };
  const atStart = first.from <= searched.from;
  const from = atStart ? (searched.now ? null : searched.from) : first.from;
  // A gap that runs to the range's end goes on until the server says (domain/free-until.ts:
  // the schedule, the window and the next booking together); an older answer has the window.
  const until =
    first.to && first.to < searched.to ? first.to : lot.free_until === undefined ? lot.available_to : lot.free_until;
  return { kind: 'free', from, until };
}
