import { dayPeriod, type Period } from '../../../domain/availability';
import type { Deps } from '../../deps';
import { notFound, validationFailed } from '../../lib/errors';
import type { Viewer } from '../locations/index';
import { presentLots } from '../parking-lots/index';
import { finderMessages } from './messages';
import type { FinderQuery } from './query-schema';
import { searchFreeLotsJson, searchFreeMarkersJson } from './free-lots-json';
import { mapAnswer } from './map-answer';
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

type Prepared = { from: Date; to: Date; now: Date; zone: string; search: LotSearch };

function prepare(deps: Deps, viewer: Viewer, q: FinderQuery): Prepared {
  const now = deps.now();
  const zone = deps.config.APP_TIMEZONE;
  const from = q.from ?? now;
  const to = q.to ?? new Date(from.getTime() + DEFAULT_SEARCH_MINUTES * 60_000);
  if (to.getTime() <= from.getTime()) throw validationFailed({ to: [finderMessages.toAfterFrom] });
  const bounds = boundsOf(q);
  const search: LotSearch = {
    viewer,
    timeZone: zone,
    identifier: q.identifier,
    zone: q.zone,
    locationName: q.location_name,
    bounds,
    orderBy: q.sort ?? (bounds ? 'distance' : 'identifier'),
    limit: q.limit,
  };
  return { from, to, now, zone, search };
}

/** alternative_period=1: lots with a free gap on the day of `from`, built in TypeScript. */
async function alternativeLots(deps: Deps, viewer: Viewer, p: Prepared) {
  const day = dayPeriod(p.from, p.zone);
  const rows = await searchLots(deps.db, { ...p.search, windowMeets: day });
  const lots = await presentLots(deps.db, rows, { viewerId: viewer.id, range: day, now: p.now, zone: p.zone });
  return lots.filter((lot) => lot.available_periods.length > 0);
}

const freeSearch = (p: Prepared, q: FinderQuery) => {
  const requested: Period = { from: p.from, to: p.to };
  return { ...p.search, windowCovers: q.only_available ? requested : undefined, freeFor: requested };
};

/**
 * GET /parking-finder, answered as the JSON text of the lots array. alternative_period=0:
 * lots free for the whole [from, to), built as JSON by the database (free-lots-json.ts);
 * alternative_period=1: lots with a free gap on the day of `from` (app time zone). With
 * only_available the lot's window must cover [from, to) (or, for the alternative, meet the day).
 */
export async function findLotsJson(deps: Deps, viewer: Viewer, q: FinderQuery): Promise<string> {
  const p = prepare(deps, viewer, q);
  if (!q.alternative_period) {
    return searchFreeLotsJson(deps.db, freeSearch(p, q), { viewerId: viewer.id, now: p.now, zone: p.zone });
  }
  return JSON.stringify(await alternativeLots(deps, viewer, p));
}

/** GET /parking-finder/map: the same search as the map answer's JSON text (contracts/finder.ts finderMapBody). */
export async function findMarkersJson(deps: Deps, viewer: Viewer, q: FinderQuery): Promise<string> {
  const p = prepare(deps, viewer, q);
  if (!q.alternative_period) {
    return searchFreeMarkersJson(deps.db, freeSearch(p, q), { viewerId: viewer.id, now: p.now, zone: p.zone });
  }
  return JSON.stringify(mapAnswer(await alternativeLots(deps, viewer, p)));
}

/**
 * GET /parking-finder/lots/{id}: one lot the caller may find, as the finder shows it for the
 * search's range (available_periods: the free gaps of [from, to), or of the day with
 * alternative_period), whether or not it is still free (the sheet keeps a lot just booked).
 */
export async function findOneLot(deps: Deps, viewer: Viewer, id: number, q: FinderQuery) {
  const p = prepare(deps, viewer, q);
  const [row] = await searchLots(deps.db, { ...p.search, bounds: undefined, lotId: id, limit: 1 });
  if (!row) throw notFound();
  const range = q.alternative_period ? dayPeriod(p.from, p.zone) : { from: p.from, to: p.to };
  const [lot] = await presentLots(deps.db, [row], { viewerId: viewer.id, range, now: p.now, zone: p.zone });
  return lot as NonNullable<typeof lot>;
}
