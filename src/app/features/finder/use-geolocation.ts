import { useCallback, useEffect, useRef, useState } from 'react';

export type Position = { lat: number; lng: number; accuracy: number };

/**
 * The browser's position, kept fresh with watchPosition. A refusal or a browser without
 * geolocation is only logged: the search runs all the same around the default city.
 * `restart` starts tracking again (after a refusal was lifted, or to re-centre); `onFirstFix`
 * hears the first position of each tracking attempt (0 for the first), as it arrives.
 */
export function useGeolocation(onFirstFix?: (position: Position, attempt: number) => void) {
  const [position, setPosition] = useState<Position | null>(null);
  const [attempt, setAttempt] = useState(0);
  const firstFix = useRef(onFirstFix);
  useEffect(() => {
    firstFix.current = onFirstFix;
  }, [onFirstFix]);

  useEffect(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      console.info('Geolocation is not available in this browser; searching around the default city.');
      return undefined;
    }
    let first = true;
    const id = navigator.geolocation.watchPosition(
      (p) => {
        const next = { lat: p.coords.latitude, lng: p.coords.longitude, accuracy: p.coords.accuracy };
        setPosition(next);
        if (first) firstFix.current?.(next, attempt);
        first = false;
      },
      (error) =>
        console.info(`Geolocation failed (${error.code}: ${error.message}); searching around the default city.`),
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: 30_000 },
    );
    return () => navigator.geolocation.clearWatch(id);
  }, [attempt]);

  const restart = useCallback(() => setAttempt((n) => n + 1), []);
  return { position, restart };
}
