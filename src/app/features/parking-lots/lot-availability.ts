import type { DateTime } from 'luxon';
import { parseLuxonDateTime } from '../../lib/luxon-dates';

/**
 * What an owner needs to see of a lot's availability at a glance. `later`: published but
 * its window opens in the future; `until` is missing when the window has no end.
 */
export type LotAvailabilityView =
  | { state: 'private' }
  | { state: 'unavailable' }
  | { state: 'later'; from: DateTime; until?: DateTime }
  | { state: 'unlimited'; from: DateTime }
  | { state: 'limited'; from: DateTime; until: DateTime };

type LotWindow = { available: boolean; available_from: string | null; available_to: string | null };

export function lotAvailability(lot: LotWindow, now: DateTime, zone?: string): LotAvailabilityView {
  const from = parseLuxonDateTime(lot.available_from, zone);
  if (!from) return { state: 'private' };
  const until = parseLuxonDateTime(lot.available_to, zone);
  if (!lot.available || (until && until <= now)) return { state: 'unavailable' };
  // Fast availability starts at the next whole minute: a start less than a minute off is now.
  if (from.toMillis() - now.toMillis() > 60_000)
    return until ? { state: 'later', from, until } : { state: 'later', from };
  return until ? { state: 'limited', from, until } : { state: 'unlimited', from };
}
