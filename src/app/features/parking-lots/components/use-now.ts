import { DateTime } from 'luxon';
import { useEffect, useState } from 'react';

/** The current time in the app's zone, refreshed every `everyMs` so states that depend on it move on. */
export function useNow(zone: string | undefined, everyMs = 30_000): DateTime {
  const [now, setNow] = useState(() => DateTime.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(DateTime.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return zone ? now.setZone(zone) : now;
}
