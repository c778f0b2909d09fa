import { useEffect } from 'react';
import { updateFinder } from './finder-store';
import { refreshRange } from './time-range';

/** How often a range that starts "now" moves on (a minute's change shows within this). */
const TICK_MS = 15_000;

/**
 * Keeps a range that starts "now" at the current minute while the screen is open (and as
 * soon as the page is shown again), so the search, the range line and the booking never
 * hold a minute that has passed.
 */
export function useFollowClock(followsNow: boolean, zone: string): void {
  useEffect(() => {
    if (!followsNow) return undefined;
    const tick = () => updateFinder((s) => ({ ...s, range: refreshRange(s.range, zone) }));
    tick();
    const timer = setInterval(tick, TICK_MS);
    const onShow = () => document.visibilityState === 'visible' && tick();
    document.addEventListener('visibilitychange', onShow);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [followsNow, zone]);
}
