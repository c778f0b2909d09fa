import { dayPeriod, type Period } from '../../../domain/availability';
import type { FinderLotContract } from '../../../domain/contracts/finder';
import type { Deps } from '../../deps';
import { notFound, validationFailed } from '../../lib/errors';
import { featureFilters, fitProblems, type CarSize } from '../../../domain/lot-features';
import { getAutomobile } from '../automobiles/index';
import type { Viewer } from '../locations/index';
import { presentLots } from '../parking-lots/index';
import { finderMessages } from './messages';
import type { FinderQuery } from './query-schema';
import { searchFreeLotsJson, searchFreeMarkersJson } from './free-lots-json';
import { mapAnswer } from './map-answer';
import { searchLots, type Bounds, type LotSearch } from './repository';

/** What the finder's searches read: the database, the clock and the app's time zone. */
type FinderDeps = Pick<Deps, 'config' | 'db' | 'now'>;

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

/** The chosen car's size: one of the viewer's automobiles (another's or an unknown id: 404). */
async function chosenCar(deps: Pick<Deps, 'db'>, viewer: Viewer, q: FinderQuery): Promise<CarSize | undefined> {
  if (q.automobile_id === undefined) return undefined;
  const car = await getAutomobile(deps, viewer.id, q.automobile_id);
  return { height_cm: car.heightCm, length_cm: car.lengthCm };
}

/** With a car chosen, each lot says whether the car fits (the SQL twin: free-lots-json.ts fitFields). */
function markFit<T extends FinderLotContract>(lot: T, car: CarSize | undefined): T {
  if (!car) return lot;
  const reasons = fitProblems(lot, car);
  return { ...lot, fits: reasons.length === 0, fit_reasons: reasons };
}

async function prepare(deps: Pick<Deps, 'config' | 'db' | 'now'>, viewer: Viewer, q: FinderQuery): Promise<Prepared> {
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
    features: featureFilters.filter((feature) => q[feature]),
    car: await chosenCar(deps, viewer, q),
    fitAll: q.fit === 'all',
    orderBy: q.sort ?? (bounds ? 'distance' : 'identifier'),
    limit: q.limit,
  };
  return { from, to, now, zone, search };
}

/** alternative_period=1: lots with a free gap on the day of `from`, built in TypeScript. */
async function alternativeLots(deps: Pick<Deps, 'db'>, viewer: Viewer, p: Prepared) {
  const day = dayPeriod(p.from, p.zone);
  const rows = await searchLots(deps.db, { ...p.search, windowMeets: day });
  const searched = { from: p.from, to: p.to };
  const lots = await presentLots(deps.db, rows, {
    viewerId: viewer.id,
    range: day,
    searched,
    now: p.now,
    zone: p.zone,
  });
  return lots.filter((lot) => lot.available_periods.length > 0).map((lot) => markFit(lot, p.search.car));
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
export async function findLotsJson(deps: FinderDeps, viewer: Viewer, q: FinderQuery): Promise<string> {
  const p = await prepare(deps, viewer, q);
  if (!q.alternative_period) {
    return searchFreeLotsJson(deps.db, freeSearch(p, q), { viewerId: viewer.id, now: p.now, zone: p.zone });
  }
  return JSON.stringify(await alternativeLots(deps, viewer, p));
}

/** GET /parking-finder/map: the same search as the map answer's JSON text (contracts/finder.ts finderMapBody). */
export async function findMarkersJson(deps: FinderDeps, viewer: Viewer, q: FinderQuery): Promise<string> {
  const p = await prepare(deps, viewer, q);
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
export async function findOneLot(deps: FinderDeps, viewer: Viewer, id: number, q: FinderQuery) {
  const p = await prepare(deps, viewer, q);
  // The lot itself even when the car does not fit it or it lacks a filtered feature (a link, a
  // lot just shown): marked, not hidden.
  const [row] = await searchLots(deps.db, {
    ...p.search,
    bounds: undefined,
    features: undefined,
    lotId: id,
    limit: 1,
    fitAll: true,
  });
  if (!row) throw notFound();
  const searched = { from: p.from, to: p.to };
  const range = q.alternative_period ? dayPeriod(p.from, p.zone) : searched;
  const [lot] = await presentLots(deps.db, [row], { viewerId: viewer.id, range, searched, now: p.now, zone: p.zone });
  return markFit(lot as NonNullable<typeof lot>, p.search.car);
}

const EARTH_RADIUS_M = 6_371_000;

/** Straight-line distance in metres (haversine). */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Lots the viewer may book for all of [from, to) within `radiusM` of a point, closest first,
 * each with its distance in whole metres: not their own, not `excludeLotId`. The finder's
 * own free-lots search over the box around the circle, then cut to the circle.
 */
export async function freeLotsNear(
  deps: FinderDeps,
  viewer: Viewer,
  near: { lat: number; lng: number; radiusM: number; from: Date; to: Date; limit: number; excludeLotId: number },
): Promise<(FinderLotContract & { distance_m: number })[]> {
  if (near.to.getTime() <= near.from.getTime()) return [];
  const dLat = near.radiusM / 111_320;
  const dLng = dLat / Math.max(0.01, Math.cos((near.lat * Math.PI) / 180));
  const period: Period = { from: near.from, to: near.to };
  const json = await searchFreeLotsJson(
    deps.db,
    {
      viewer,
      timeZone: deps.config.APP_TIMEZONE,
      bounds: { south: near.lat - dLat, north: near.lat + dLat, west: near.lng - dLng, east: near.lng + dLng },
      windowCovers: period,
      freeFor: period,
      orderBy: 'distance',
      // The box's corners and the viewer's own lots are dropped below.
      limit: near.limit * 4 + 2,
    },
    { viewerId: viewer.id, now: deps.now(), zone: deps.config.APP_TIMEZONE },
  );
  const lots = JSON.parse(json) as FinderLotContract[];
  return lots
    .filter((lot) => lot.id !== near.excludeLotId && lot.owner_id !== viewer.id)
    .map((lot) => ({
      ...lot,
      distance_m: Math.round(distanceMetres(near, { lat: lot.latitude, lng: lot.longitude })),
    }))
    .filter((lot) => lot.distance_m <= near.radiusM)
    .sort((a, b) => a.distance_m - b.distance_m)
    .slice(0, near.limit);
}
