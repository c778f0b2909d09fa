import { useCallback, useMemo, useState } from 'react';
import type { GeocodePlace } from './api/geocode';
import type { MapViewReport } from './components/map/finder-map';
import { DEFAULT_CENTRE, INITIAL_ZOOM, type FlyRequest, type MapViewState } from './map-geometry';
import { boxAround, movedBeyondThreshold, searchBox, type Bounds } from './search-bounds';
import type { Position } from './use-geolocation';

type SearchAreaInput = { flyTo: FlyRequest | null; destination: GeocodePlace | null; position: Position | null };

export type SearchArea = {
  /** The box the search covers. */
  box: Bounds;
  /** Where the map opens: its last view, else the centre to be. */
  initialView: MapViewState;
  /** The map reports where it looks (after each move). */
  onViewChange: (view: MapViewReport) => void;
  /** Forget the map's view, so the list searches around the new centre until the map reports again. */
  recentre: () => void;
};

/**
 * Where the search looks: the map's last view, and the box last searched (it follows the view
 * once it moved enough). Before the map reports, the list searches around the map's centre
 * to be: the link's target, the destination, the position, else the default centre.
 */
export function useSearchArea({ flyTo, destination, position }: SearchAreaInput): SearchArea {
  const [mapView, setMapView] = useState<MapViewReport | null>(null);
  const [searchedBox, setSearchedBox] = useState<Bounds | null>(null);
  const onViewChange = useCallback((view: MapViewReport) => {
    setMapView(view);
    const box = searchBox(view.bounds);
    setSearchedBox((last) => (movedBeyondThreshold(last, box) ? box : last));
  }, []);
  const recentre = useCallback(() => {
    setMapView(null);
    setSearchedBox(null);
  }, []);
  const lookAt = flyTo ?? (destination && { lat: destination.latitude, lng: destination.longitude });
  const centre = mapView ?? lookAt ?? position ?? DEFAULT_CENTRE;
  const aroundCentre = useMemo(() => boxAround({ lat: centre.lat, lng: centre.lng }), [centre.lat, centre.lng]);
  const initialView = mapView ?? { lat: centre.lat, lng: centre.lng, zoom: flyTo?.zoom ?? INITIAL_ZOOM };
  return { box: searchedBox ?? aroundCentre, initialView, onViewChange, recentre };
}
