import { dayPeriod, type Period } from '../../../domain/availability';
import type { Deps } from '../../deps';
import { validationFailed } from '../../lib/errors';
import type { Viewer } from '../locations/location-access';
import { presentLots } from '../parking-lots/presenter';
import { finderMessages } from './messages';
import type { FinderQuery } from './query-schema';
import { searchFreeLotsJson } from './free-lots-json';
import { searchLots, type Bounds, type LotSearch } from './repository';

/** The default search is the next 59 minutes (the pickers' default length). */
export const DEFAULT_SEARCH_MINUTES = 59;

function boundsOf(q: FinderQuery): Bounds | undefined {
  const south = q['southWest[lat]'];
  const west = q['southWest[lng]'];
  const north = q['northEast[lat]'];
  const east = q['northEast[lng]'];
  if (south === undefined || west === undefined || north === undefined || east === undefined) return undefined;
  return { south, west, north, east };
}

/**
 * GET /parking-finder, answered as the JSON text of the lots array. alternative_period=0:
 * lots free for the whole [from, to), built as JSON by the database (free-lots-json.ts);
 * alternative_period=1: lots with a free gap on the day of `from` (app time zone). With
 * only_available the lot's window must cover [from, to) (or, for the alternative, meet the day).
 */
export async function findLotsJson(deps: Deps, viewer: Viewer, q: FinderQuery): Promise<string> {
  const now = deps.now();
  const zone = deps.config.APP_TIMEZONE;
  const from = q.from ?? now;
  const to = q.to ?? new Date(from.getTime() + DEFAULT_SEARCH_MINUTES * 60_000);
  if (to.getTime() <= from.getTime()) throw validationFailed({ to: [finderMessages.toAfterFrom] });
  const requested: Period = { from, to };
  const bounds = boundsOf(q);
  const search: LotSearch = {
    viewer,
    identifier: q.identifier,
    zone: q.zone,
    locationName: q.location_name,
    bounds,
    orderBy: q.sort ?? (bounds ? 'distance' : 'identifier'),
    limit: q.limit,
  };
  if (!q.alternative_period) {
    return searchFreeLotsJson(
      deps.db,
      { ...search, windowCovers: q.only_available ? requested : undefined, freeFor: requested },
      { viewerId: viewer.id, now, zone },
    );
  }
  const day = dayPeriod(from, zone);
  const rows = await searchLots(deps.db, { ...search, windowMeets: day });
  const lots = await presentLots(deps.db, rows, { viewerId: viewer.id, range: day, now, zone });
  return JSON.stringify(lots.filter((lot) => lot.available_periods.length > 0));
}
