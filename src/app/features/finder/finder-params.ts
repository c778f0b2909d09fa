import type { FinderSearchParams } from '../../lib/query-keys';
import { boundsParams, type Bounds } from './search-bounds';
import { toApiDateTime, type TimeRange } from './time-range';

export type FinderFilters = { identifier: string; zone: string; alternativePeriod: boolean };

export const emptyFilters: FinderFilters = { identifier: '', zone: '', alternativePeriod: false };

/** The search as GET /parking-finder takes it: only available lots, empty filters left out. */
export function finderParams(
  filters: FinderFilters,
  range: Pick<TimeRange, 'from' | 'to'>,
  bounds: Bounds,
): FinderSearchParams {
  const params: Record<string, string> = {
    only_available: '1',
    alternative_period: filters.alternativePeriod ? '1' : '0',
  };
  const identifier = filters.identifier.trim();
  const zone = filters.zone.trim();
  if (identifier) params.identifier = identifier;
  if (zone) params.zone = zone;
  if (range.from) params.from = toApiDateTime(range.from);
  if (range.to) params.to = toApiDateTime(range.to);
  return { ...params, ...boundsParams(bounds) };
}

const contains = (value: string | null, wanted: string) =>
  !wanted || (value ?? '').toLowerCase().includes(wanted.toLowerCase());

/** The list's local filters: shown at once while the debounced search is on its way. */
export function matchesFilters(
  lot: { identifier: string; zone: string | null },
  filters: Pick<FinderFilters, 'identifier' | 'zone'>,
): boolean {
  return contains(lot.identifier, filters.identifier.trim()) && contains(lot.zone, filters.zone.trim());
}
