import type { GeocodePlace } from '../../../domain/contracts/geocoding';

const TTL_MS = 24 * 60 * 60 * 1000;
const MAX_ENTRIES = 1000;

/**
 * Answers of the geocoder kept for a day (its usage policy asks for caching), oldest out
 * first past MAX_ENTRIES. Keyed by language and the query as typed, case and spaces folded.
 */
export class GeocodeCache {
  private readonly entries = new Map<string, { at: number; places: GeocodePlace[] }>();

  static key(language: string, query: string): string {
    return `${language}|${query.trim().replace(/\s+/g, ' ').toLocaleLowerCase()}`;
  }

  get(key: string, now: number): GeocodePlace[] | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.at > TTL_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.places;
  }

  set(key: string, places: GeocodePlace[], now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { at: now, places });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }
}
