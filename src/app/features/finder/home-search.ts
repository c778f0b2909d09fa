import { featureFilters } from '../../../domain/lot-features';

/**
 * Search params of a link to the map: /?lat=44.43&lng=26.10&zoom=19&lot=12&mode=map, or
 * /?lat=..&lng=..&location=3&mode=map to show the lots of a location.
 */
export type HomeSearch = {
  lat?: number;
  lng?: number;
  zoom?: number;
  lot?: number;
  location?: number;
  mode?: 'map' | 'list';
  /** Feature filters, e.g. /?ev=1&accessible=1: applied to the finder's filters. */
  ev?: 1;
  accessible?: 1;
  covered?: 1;
  gated?: 1;
};

const MAX_ID = 2_147_483_647;

const numberIn = (value: unknown, min: number, max: number): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
};

const on = (value: unknown) => value === 1 || value === '1' || value === true || value === 'true';

export function validateHomeSearch(search: Record<string, unknown>): HomeSearch {
  const lat = numberIn(search.lat, -90, 90);
  const lng = numberIn(search.lng, -180, 180);
  const zoom = numberIn(search.zoom, 0, 22);
  const lot = numberIn(search.lot, 1, MAX_ID);
  const location = numberIn(search.location, 1, MAX_ID);
  const mode = search.mode === 'map' || search.mode === 'list' ? search.mode : undefined;
  return {
    // A centre needs both coordinates.
    ...(lat !== undefined && lng !== undefined ? { lat, lng } : {}),
    ...(zoom !== undefined ? { zoom } : {}),
    ...(lot !== undefined && Number.isInteger(lot) ? { lot } : {}),
    ...(location !== undefined && Number.isInteger(location) ? { location } : {}),
    ...(mode ? { mode } : {}),
    ...Object.fromEntries(featureFilters.filter((f) => on(search[f])).map((f) => [f, 1])),
  };
}
