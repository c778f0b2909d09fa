import type { Feature, Polygon } from 'geojson';
import type { StyleSpecification } from '../../components/map/map-parts';
import type { FinderMarker, LotLocation } from './api/find-parking-lots';

export type MapViewState = { lat: number; lng: number; zoom: number };
/**
 * A request to move the map; a new `seq` moves it again to the same place. Without a zoom the
 * map keeps its own (at least INITIAL_ZOOM). With a `locationId` the map fits that location's
 * lots instead, once its answer holds them.
 */
export type FlyRequest = { lat: number; lng: number; zoom?: number; seq: number; locationId?: number };

/** Bucharest centre: where the map opens before the browser tells where the user is. */
export const DEFAULT_CENTRE = { lat: 44.4268, lng: 26.1025 };
export const INITIAL_ZOOM = 18;
/** Tiles exist up to 18; the map zooms on (over-scaled tiles) to 22 to tell lots apart. */
export const TILE_MAX_ZOOM = 18;
export const MAP_MAX_ZOOM = 22;
/** A deep link to a lot, or a location whose lots are not known yet, opens at this zoom (lots show). */
export const FOCUS_ZOOM = 19;
/** Fitting a location's lots zooms in no further than this (one lot alone stays in context). */
export const FIT_MAX_ZOOM = 20;

/** One raster layer from the configured tile template ({z}/{x}/{y}), with its attribution. */
export function rasterStyle(tileUrl: string, attribution: string): StyleSpecification {
  return {
    version: 8,
    sources: {
      tiles: { type: 'raster', tiles: [tileUrl], tileSize: 256, maxzoom: TILE_MAX_ZOOM, attribution },
    },
    layers: [{ id: 'tiles', type: 'raster', source: 'tiles' }],
  };
}

const EARTH_RADIUS_M = 6_371_008.8;

/** A circle of `radius` metres around a point, as a GeoJSON polygon (for the GPS accuracy). */
export function circlePolygon(centre: { lat: number; lng: number }, radius: number, steps = 64): Feature<Polygon> {
  const lat = (centre.lat * Math.PI) / 180;
  const lng = (centre.lng * Math.PI) / 180;
  const d = radius / EARTH_RADIUS_M;
  const ring: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const bearing = (2 * Math.PI * i) / steps;
    const pLat = Math.asin(Math.sin(lat) * Math.cos(d) + Math.cos(lat) * Math.sin(d) * Math.cos(bearing));
    const pLng =
      lng + Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(lat), Math.cos(d) - Math.sin(lat) * Math.sin(pLat));
    ring.push([(pLng * 180) / Math.PI, (pLat * 180) / Math.PI]);
  }
  return { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } };
}

export type LocationGroup = {
  location: LotLocation;
  count: number;
};

/** The locations of the found lots (the map answer names each once), each with how many of its lots were found. */
export function groupByLocation(markers: FinderMarker[], locations: LotLocation[]): LocationGroup[] {
  const counts = new Map<number, number>();
  for (const marker of markers) {
    if (marker.location_id !== null) counts.set(marker.location_id, (counts.get(marker.location_id) ?? 0) + 1);
  }
  return locations
    .filter((location) => counts.has(location.id))
    .map((location) => ({ location, count: counts.get(location.id) ?? 0 }));
}
