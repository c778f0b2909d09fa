import { useCallback, useEffect, useState } from 'react';

export type Position = { lat: number; lng: number; accuracy: number };

/**
 * The browser's position, kept fresh with watchPosition. A refusal or a browser without
 * geolocation is only logged: the search runs all the same around the default city.
 * `restart` starts tracking again (after a refusal was lifted, or to re-centre).
 */
export function useGeolocation() {
  const [position, setPosition] = useState<Position | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      console.info('Geolocation is not available in this browser; searching around the default city.');
      return undefined;
    }
    const id = navigator.geolocation.watchPosition(
      (p) => setPosition({ lat: p.coords.latitude, lng: p.coords.longitude, accuracy: p.coords.accuracy }),
      (error) =>
        console.info(`Geolocation failed (${error.code}: ${error.message}); searching around the default city.`),
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: 30_000 },
    );
    return () => navigator.geolocation.clearWatch(id);
  }, [attempt]);

  const restart = useCallback(() => setAttempt((n) => n + 1), []);
  return { position, attempt, restart };
}
