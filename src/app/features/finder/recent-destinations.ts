import { readJson, removeKey, writeJson } from '../../lib/browser-storage';
import type { GeocodePlace } from './api/geocode';

const KEY = 'loc-liber:recent-destinations';
const MAX = 5;

/** The destinations the signed-in user searched last on this device (newest first); they never leave it. */
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

/** At sign-out: where someone went is theirs, not the next user's of the phone. */
export function forgetRecentDestinations(): void {
  removeKey(KEY);
}
