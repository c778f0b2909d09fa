import { useMemo, useState } from 'react';
import { filtersKey, finderParams, type FinderFilters } from './finder-params';
import { movedBeyondThreshold, type Bounds } from './search-bounds';
import type { TimeRange } from './time-range';
import { useDebouncedValue } from './use-debounced-value';

/** Filters and range settle for 500 ms before they search (SPEC.md section 7). */
export const FILTER_DEBOUNCE_MS = 500;

/**
 * The current search's parameters: the filters once they settle, and the searched box, which
 * follows `box` only when it moved more than the threshold or a filter changed.
 */
export function useFinderSearch(filters: FinderFilters, range: TimeRange, box: Bounds) {
  const input = useMemo(() => ({ filters, range }), [filters, range]);
  const settled = useDebouncedValue(input, FILTER_DEBOUNCE_MS);
  const key = filtersKey(settled.filters, settled.range);
  const [searched, setSearched] = useState({ key, box });
  if (searched.key !== key || movedBeyondThreshold(searched.box, box)) {
    // Adjusting state while rendering (React's documented pattern): no extra effect pass.
    setSearched({ key, box });
  }
  return useMemo(() => finderParams(settled.filters, settled.range, searched.box), [settled, searched.box]);
}
