/** How long a cache channel remembers its last event (Pusher's figure). */
export const CACHE_TTL_MS = 30 * 60 * 1000;
/** About 20 MB at most (events are up to 10 KB); the oldest channel goes first. */
const MAX_CHANNELS = 2_000;

/** cache-*, private-cache-*, presence-cache-* (and private-encrypted-cache-*, refused elsewhere). */
export function isCacheChannel(channel: string): boolean {
  return /^(private-|presence-|private-encrypted-)?cache-/.test(channel);
}

/** What a cache channel keeps: the last event, as the frame a new subscriber gets. */
export type CachedEvent = { event: string; data: string };

/**
 * The last event of each cache channel in this process, for 30 minutes: a new subscriber
 * gets it right after subscription_succeeded, or pusher:cache_miss when there is none. Every
 * process sees every event (Redis fan-out), so each keeps its own copy; one started after
 * the event asks Redis (redis-publisher.ts).
 */
export class EventCache {
  private readonly entries = new Map<string, { event: CachedEvent; expires: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  remember(channel: string, event: CachedEvent): void {
    this.entries.delete(channel);
    this.entries.set(channel, { event, expires: this.now() + CACHE_TTL_MS });
    if (this.entries.size > MAX_CHANNELS) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  recall(channel: string): CachedEvent | undefined {
    const entry = this.entries.get(channel);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(channel);
      return undefined;
    }
    return entry.event;
  }
}
