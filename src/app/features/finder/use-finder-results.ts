import { useFinderLots, useFinderMap } from './api/find-parking-lots';
import type { FinderFilters } from './finder-params';
import type { FinderMode } from './finder-store';
import type { Bounds } from './search-bounds';
import type { TimeRange } from './time-range';
import { useFinderSearch } from './use-finder-search';

/**
 * The search the screen shows: its parameters (filters and range once settled, the box) and
 * the answer of the mode on screen. The map asks for its markers only (GET
 * /parking-finder/map), the list for the full lots.
 */
export function useFinderResults(options: { mode: FinderMode; filters: FinderFilters; range: TimeRange; box: Bounds }) {
  const { mode, filters, range, box } = options;
  const { params, range: searchedRange } = useFinderSearch(filters, range, box);
  const onMap = mode === 'map';
  const list = useFinderLots(params, !onMap);
  const map = useFinderMap(params, onMap);
  const shown = onMap ? map : list;
  return {
    params,
    /** The range the shown search was made for (the one on screen may have changed since). */
    searchedRange,
    list,
    map,
    loading: shown.isFetching,
    error: shown.error,
    /** Whether results of the mode on screen are there (fresh or kept from the last search). */
    hasResults: (onMap ? map.data?.markers : list.data) !== undefined,
  };
}
