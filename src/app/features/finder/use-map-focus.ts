import { useState } from 'react';
import { DEFAULT_CENTRE, INITIAL_ZOOM, type FlyRequest, type MapViewState } from './map-geometry';
import type { Position } from './use-geolocation';

export type MapLink = { lat?: number; lng?: number; zoom?: number; lot?: number };

/**
 * Where the map should look: a deep link (/?lat=..&lng=..&zoom=..&lot=..) first; else the
 * browser position once it is known (and again after each restart of the tracking); else
 * the default city. Returns the last move asked of the map and the lot a link wants selected.
 */
export function useMapFocus(
  link: MapLink | undefined,
  position: Position | null,
  attempt: number,
  currentZoom: number | undefined,
) {
  const [flyTo, setFlyTo] = useState<FlyRequest | null>(null);
  const [appliedLink, setAppliedLink] = useState<string | null>(null);
  const [centredAttempt, setCentredAttempt] = useState<number | null>(null);
  const [pendingLot, setPendingLot] = useState<number | null>(null);
  const linkKey = link && (link.lot !== undefined || link.lat !== undefined) ? JSON.stringify(link) : null;
  const seq = (flyTo?.seq ?? 0) + 1;

  if (linkKey !== appliedLink) {
    setAppliedLink(linkKey);
    if (link && linkKey) {
      if (link.lat !== undefined && link.lng !== undefined)
        setFlyTo({ lat: link.lat, lng: link.lng, zoom: link.zoom ?? INITIAL_ZOOM, seq });
      setPendingLot(link.lot ?? null);
      // A link decides the first view: the first GPS fix must not pull the map away.
      if (centredAttempt === null) setCentredAttempt(attempt);
    }
  } else if (position && centredAttempt !== attempt) {
    setCentredAttempt(attempt);
    setFlyTo({ lat: position.lat, lng: position.lng, zoom: Math.max(currentZoom ?? INITIAL_ZOOM, INITIAL_ZOOM), seq });
  }

  const centre = flyTo ?? DEFAULT_CENTRE;
  const initialView: MapViewState = { lat: centre.lat, lng: centre.lng, zoom: flyTo?.zoom ?? INITIAL_ZOOM };
  return {
    flyTo,
    initialView,
    pendingLot,
    clearPendingLot: () => setPendingLot(null),
    /** Moves the map to a point (a destination searched for). */
    goTo: (lat: number, lng: number) => setFlyTo({ lat, lng, zoom: INITIAL_ZOOM, seq }),
  };
}
