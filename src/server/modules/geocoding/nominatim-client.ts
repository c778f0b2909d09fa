import type { GeocodePlace } from '../../../domain/contracts/geocoding';

/** What a Nominatim-compatible /search answers (format=jsonv2), as far as we read it. */
type NominatimPlace = { display_name?: unknown; lat?: unknown; lon?: unknown };

const USER_AGENT = 'LocLiber/0.1 (parking PWA; server-side geocoding proxy)';
const TIMEOUT_MS = 5000;
/** Five places are a few KiB: anything past this is not a geocoder's answer. */
export const MAX_GEOCODER_ANSWER_BYTES = 1024 * 1024;

/** The body's text, or an error once it passes `limit` bytes (read no further). */
async function readBounded(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new Error('Geocoder answer too large');
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new Error('Geocoder answer too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Asks a Nominatim-compatible geocoder (GEOCODER_URL) for up to five places, in the user's
 * language, with the User-Agent its usage policy asks for. Throws when it cannot answer. A
 * redirect is not followed (the server would fetch wherever the geocoder points it) and at most
 * MAX_GEOCODER_ANSWER_BYTES are read.
 */
export async function searchPlaces(baseUrl: string, query: string, language: string): Promise<GeocodePlace[]> {
  const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  url.searchParams.set('q', query);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('limit', '5');
  url.searchParams.set('accept-language', language);
  const response = await fetch(url, {
    headers: { 'User-Agent': USER_AGENT, Accept: 'application/json', 'Accept-Language': language },
    signal: AbortSignal.timeout(TIMEOUT_MS),
    redirect: 'manual',
  });
  if (!response.ok) throw new Error(`Geocoder answered ${response.status}`);
  const body = JSON.parse(await readBounded(response, MAX_GEOCODER_ANSWER_BYTES)) as unknown;
  if (!Array.isArray(body)) throw new Error('Geocoder answered no list');
  return (body as NominatimPlace[]).flatMap((place) => {
    const latitude = Number(place.lat);
    const longitude = Number(place.lon);
    if (typeof place.display_name !== 'string' || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return [];
    return [{ label: place.display_name, latitude, longitude }];
  });
}
