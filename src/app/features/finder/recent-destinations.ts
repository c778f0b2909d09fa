import { readJson, writeJson } from '../../lib/browser-storage';
import type { GeocodePlace } from './api/geocode';

const KEY = 'loc-liber:recent-destinations';
const MAX = 5;

/** The destinations this device searched last (newest first); they never leave the device. */
export function recentDestinations(): GeocodePlace[] {
  const stored = readJson<GeocodePlace[]>(KEY);
  return Array.isArray(stored)
    ? stored.filter((p) => typeof p?.label === 'string' && Number.isFinite(p.latitude) && Number.isFinite(p.longitude))
    : [];
}

export function rememberDestination(place: GeocodePlace): void {
  const rest = recentDestinations().filter((p) => p.label !== place.label);
  writeJson(KEY, [place, ...rest].slice(0, MAX));
}
