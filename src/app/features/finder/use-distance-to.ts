import { useMemo } from 'react';
import type { FinderLot } from './api/find-parking-lots';
import type { GeocodePlace } from './api/geocode';
import { distanceMetres } from './distance';
import type { Position } from './use-geolocation';

/**
 * How far a lot is from the destination, else from where the driver is (undefined when
 * neither is known): the cards say it and the list can sort by it.
 */
export function useDistanceTo(
  destination: GeocodePlace | null,
  position: Position | null,
): ((lot: FinderLot) => number) | undefined {
  const fromLat = destination?.latitude ?? position?.lat;
  const fromLng = destination?.longitude ?? position?.lng;
  return useMemo(() => {
    if (fromLat === undefined || fromLng === undefined) return undefined;
    const origin = { lat: fromLat, lng: fromLng };
    return (lot: FinderLot) => distanceMetres(origin, { lat: lot.latitude, lng: lot.longitude });
  }, [fromLat, fromLng]);
}
