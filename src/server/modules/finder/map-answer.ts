import { markerCoordinate, type FinderLotContract, type FinderMapBody } from '../../../domain/contracts/finder';
import { finderMarkerOf, finderMarkerTuple } from '../../../domain/finder-marker';

/**
 * The map answer made of full finder lots (the alternative-period search, built in
 * TypeScript): a marker tuple per lot and each location once, ordered by id. The database
 * builds the same for the map search (free-lots-json.ts searchFreeMarkersJson).
 */
export function mapAnswer(lots: FinderLotContract[]): FinderMapBody {
  const locations = new Map<number, NonNullable<FinderLotContract['location']>>();
  for (const lot of lots) if (lot.location) locations.set(lot.location.id, lot.location);
  return {
    data: lots.map((lot) => {
      const marker = finderMarkerOf(lot);
      return finderMarkerTuple({
        ...marker,
        latitude: markerCoordinate(marker.latitude),
        longitude: markerCoordinate(marker.longitude),
      });
    }),
    locations: [...locations.values()].sort((a, b) => a.id - b.id),
  };
}
