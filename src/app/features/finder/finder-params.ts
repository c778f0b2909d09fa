import { featureFilters, type FeatureFilter } from '../../../domain/lot-features';
import type { FinderSearchParams } from '../../lib/query-keys';
import { boundsParams, type Bounds } from './search-bounds';
import { toApiDateTime, type TimeRange } from './time-range';

export type FinderFilters = {
  identifier: string;
  zone: string;
  alternativePeriod: boolean;
  /** Features every lot found must have (EV charging, accessible, covered, gated). */
  features: FeatureFilter[];
  /** The car to fit (its height and length against the lots' limits); null: none. */
  automobileId: number | null;
  /** With a car: also the lots it does not fit, marked "too tall" / "too long". */
  fitAll: boolean;
};

export const emptyFilters: FinderFilters = {
  identifier: '',
  zone: '',
  alternativePeriod: false,
  features: [],
  automobileId: null,
  fitAll: false,
};

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
  // In the one order of featureFilters, so the same filters make the same query key.
  for (const feature of featureFilters) if (filters.features.includes(feature)) params[feature] = '1';
  if (filters.automobileId !== null) {
    params.automobile_id = String(filters.automobileId);
    if (filters.fitAll) params.fit = 'all';
  }
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
