import { useMemo } from 'react';
import { finderParams, type FinderFilters } from './finder-params';
import type { Bounds } from './search-bounds';
import type { TimeRange } from './time-range';
import { useDebouncedValue } from './use-debounced-value';

/** Filters and range settle for 500 ms before they search (SPEC.md section 7). */
export const FILTER_DEBOUNCE_MS = 500;

/**
 * The current search's parameters: the filters and range once they settle, and the searched
 * box (the map's last searched box, which follows the view only when it moved more than the
 * threshold: FinderScreen keeps it, on the map's move events).
 */
export function useFinderSearch(filters: FinderFilters, range: TimeRange, box: Bounds) {
  const input = useMemo(() => ({ filters, range }), [filters, range]);
  const settled = useDebouncedValue(input, FILTER_DEBOUNCE_MS);
  const params = useMemo(() => finderParams(settled.filters, settled.range, box), [settled, box]);
  // The range the search was made for (the cards describe availability for it).
  return { params, range: settled.range };
}
