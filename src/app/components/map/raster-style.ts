import type { StyleSpecification } from './map-parts';

/** Raster tiles are drawn natively up to this zoom and scaled beyond it (SPEC.md section 9). */
export const TILE_MAX_NATIVE_ZOOM = 18;
export const MAP_MAX_ZOOM = 22;

/** Where a map opens when nothing better is known: Bucharest city centre. */
export const DEFAULT_CENTER = { latitude: 44.4268, longitude: 26.1025 } as const;

/**
 * A map style with one raster layer from the deployment's tile URL template ({z}/{x}/{y},
 * optionally {s} subdomains), its attribution shown by the map's attribution control.
 */
export function rasterMapStyle(tileUrl: string, attribution?: string): StyleSpecification {
  const tiles = tileUrl.includes('{s}') ? ['a', 'b', 'c'].map((s) => tileUrl.replace('{s}', s)) : [tileUrl];
  return {
    version: 8,
    sources: {
      tiles: {
        type: 'raster',
        tiles,
        tileSize: 256,
        maxzoom: TILE_MAX_NATIVE_ZOOM,
        ...(attribution ? { attribution } : {}),
      },
    },
    layers: [{ id: 'tiles', type: 'raster', source: 'tiles' }],
  };
}
