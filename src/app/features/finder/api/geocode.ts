import { useQuery } from '@tanstack/react-query';
import type { GeocodePlace } from '../../../../domain/contracts/geocoding';
import { call } from '../../../lib/api-call';
import { unwrapData } from '../../../lib/api-client';

export type { GeocodePlace };

/** GET /geocode: places for a destination (the server asks the geocoder and caches its answers). */
export async function geocode(q: string, signal?: AbortSignal): Promise<GeocodePlace[]> {
  return unwrapData(await call('GET /geocode', { searchParams: { q }, signal }));
}

/** The places for a query of at least three characters; answers are kept for the session. */
export function useGeocode(q: string, language: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ['geocode', language, query.toLocaleLowerCase()],
    queryFn: ({ signal }) => geocode(query, signal),
    enabled: query.length >= 3,
    staleTime: Infinity,
    retry: false,
  });
}
