import { dayPeriod, type Period } from '../../../domain/availability';
import type { Deps } from '../../app';
import { validationFailed } from '../../lib/errors';
import type { Viewer } from '../locations/location-access';
import { presentLots } from '../parking-lots/lot-listing';
import type { LotResponse } from '../parking-lots/lot-response';
import { finderMessages } from './messages';
import type { FinderQuery } from './query-schema';
import { searchLots, type Bounds } from './repository';

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
 * GET /parking-finder. alternative_period=0: lots free for the whole [from, to);
 * alternative_period=1: lots with a free gap on the day of `from` (app time zone). With
 * only_available the lot's window must cover [from, to) (or, for the alternative, meet the day).
 */
export async function findLots(deps: Deps, viewer: Viewer, q: FinderQuery): Promise<LotResponse[]> {
  const now = deps.now();
  const zone = deps.config.APP_TIMEZONE;
  const from = q.from ?? now;
  const to = q.to ?? new Date(from.getTime() + DEFAULT_SEARCH_MINUTES * 60_000);
  if (to.getTime() <= from.getTime()) throw validationFailed({ to: [finderMessages.toAfterFrom] });
  const requested: Period = { from, to };
  const day = dayPeriod(from, zone);
  const bounds = boundsOf(q);

  const rows = await searchLots(deps.db, {
    viewer,
    identifier: q.identifier,
    zone: q.zone,
    locationName: q.location_name,
    bounds,
    windowCovers: q.only_available && !q.alternative_period ? requested : undefined,
    windowMeets: q.alternative_period ? day : undefined,
    freeFor: q.alternative_period ? undefined : requested,
    orderBy: q.sort ?? (bounds ? 'distance' : 'identifier'),
    limit: q.limit,
  });
  const lots = await presentLots(deps.db, rows, {
    viewerId: viewer.id,
    range: q.alternative_period ? day : requested,
    rangeKnownFree: !q.alternative_period,
    now,
    zone,
  });
  return q.alternative_period ? lots.filter((lot) => lot.available_periods.length > 0) : lots;
}
