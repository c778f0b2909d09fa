/** A box on the map, in degrees. */
export type Bounds = { south: number; west: number; north: number; east: number };
export type LatLng = { lat: number; lng: number };

/** A new search runs only once the view has moved more than this from the last searched one. */
export const RESEARCH_THRESHOLD_DEGREES = 0.01;
/** The list, before the map was ever shown, searches this far around the map centre. */
export const LIST_BOX_HALF_SPAN_DEGREES = 0.05;

const corners = (b: Bounds) => [b.south, b.west, b.north, b.east];

/** True when any edge of the view moved more than the threshold (or nothing was searched yet). */
export function movedBeyondThreshold(
  last: Bounds | null | undefined,
  next: Bounds,
  threshold = RESEARCH_THRESHOLD_DEGREES,
): boolean {
  if (!last) return true;
  const before = corners(last);
  return corners(next).some((value, i) => Math.abs(value - (before[i] as number)) > threshold);
}

/**
 * The box a view searches: the view plus the threshold on every side, so lots stay on the
 * map for every move too small to search again.
 */
export function searchBox(view: Bounds, margin = RESEARCH_THRESHOLD_DEGREES): Bounds {
  return {
    south: Math.max(-90, view.south - margin),
    west: Math.max(-180, view.west - margin),
    north: Math.min(90, view.north + margin),
    east: Math.min(180, view.east + margin),
  };
}

export function boxAround(centre: LatLng, halfSpan = LIST_BOX_HALF_SPAN_DEGREES): Bounds {
  return searchBox({ south: centre.lat, west: centre.lng, north: centre.lat, east: centre.lng }, halfSpan);
}

const fixed = (value: number) => value.toFixed(5);

/** The bounds as GET /parking-finder takes them, rounded so query keys stay short and stable. */
export function boundsParams(b: Bounds): Record<string, string> {
  return {
    'southWest[lat]': fixed(b.south),
    'southWest[lng]': fixed(b.west),
    'northEast[lat]': fixed(b.north),
    'northEast[lng]': fixed(b.east),
  };
}
