import type { FinderLot, FinderMarker } from './api/find-parking-lots';

export type MarkerColour = 'blue' | 'green' | 'orange' | 'grey';

/**
 * SPEC.md section 4: blue if the user has a reservation on the lot; green if available with
 * no end limit; orange if available only until a given time; otherwise grey.
 */
export function markerColour(
  lot: Pick<FinderLot, 'my_reservation' | 'available' | 'available_from' | 'available_to'>,
): MarkerColour {
  if (lot.my_reservation) return 'blue';
  if (!lot.available || !lot.available_from) return 'grey';
  return lot.available_to ? 'orange' : 'green';
}

/** A map marker's colour: every lot of a map answer is bookable (available, with a window), so never grey. */
export function mapMarkerColour(marker: Pick<FinderMarker, 'my_reservation_id' | 'available_to'>): MarkerColour {
  if (marker.my_reservation_id !== null) return 'blue';
  return marker.available_to ? 'orange' : 'green';
}

/** Lot markers show from this zoom on; below it only locations do. */
export const LOT_MARKERS_MIN_ZOOM = 19;

/** Marker diameter in pixels: grows with the zoom so a lot stays about the size of a parking space. */
export function markerSize(zoom: number): number {
  const steps = Math.min(Math.max(zoom - LOT_MARKERS_MIN_ZOOM, 0), 3);
  return Math.round(28 + steps * 8);
}
