import type { FinderLot } from './api/find-parking-lots';

export type LotAvailability =
  | { kind: 'private' }
  | { kind: 'periods'; periods: { from: string; to: string | null }[] }
  | { kind: 'range'; from: string; to: string | null };

/**
 * What a card says about availability (SPEC.md "List and lot card"): a lot with no
 * available_from is private; an alternative-period search lists the free periods of the
 * day; otherwise the lot's window, whose open end reads "unlimited".
 */
export function lotAvailability(
  lot: Pick<FinderLot, 'available_from' | 'available_to' | 'available_periods'>,
  alternativePeriod: boolean,
): LotAvailability {
  if (!lot.available_from) return { kind: 'private' };
  const periods = lot.available_periods.filter((p): p is { from: string; to: string | null } => Boolean(p.from));
  if (alternativePeriod && periods.length > 0) return { kind: 'periods', periods };
  return { kind: 'range', from: lot.available_from, to: lot.available_to };
}
