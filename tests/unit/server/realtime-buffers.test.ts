import { describe, expect, it } from 'vitest';
import { CACHE_TTL_MS, EventCache, isCacheChannel } from '../../../src/server/realtime/event-cache';
import { USER_EVENT_BUFFER_MS, UserEventBuffer } from '../../../src/server/realtime/user-event-buffer';

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('UserEventBuffer (sendToUser while a socket signs in)', () => {
  it('gives the events after a point, oldest first, for a short while only', () => {
    const time = clock();
    const buffer = new UserEventBuffer(time.now);
    buffer.remember('7', 1, 'a');
    buffer.remember('7', 2, 'b');
    buffer.remember('8', 3, 'other user');
    expect(buffer.since('7', 0, 's1')).toEqual(['a', 'b']);
    expect(buffer.since('7', 1, 's1')).toEqual(['b']);
    time.advance(USER_EVENT_BUFFER_MS - 1);
    buffer.remember('7', 4, 'c');
    time.advance(2);
    expect(buffer.since('7', 0, 's1')).toEqual(['c']);
    time.advance(USER_EVENT_BUFFER_MS);
    expect(buffer.since('7', 0, 's1')).toEqual([]);
  });

  it('leaves out the event’s excluded socket (socket_id), and keeps the last 20 per user', () => {
    const buffer = new UserEventBuffer(clock().now);
    buffer.remember('7', 1, 'not for s1', 's1');
    expect(buffer.since('7', 0, 's1')).toEqual([]);
    expect(buffer.since('7', 0, 's2')).toEqual(['not for s1']);
    for (let seq = 2; seq <= 30; seq++) buffer.remember('7', seq, `e${seq}`);
    const kept = buffer.since('7', 0, 's2');
    expect(kept).toHaveLength(20);
    expect(kept.at(-1)).toBe('e30');
  });

  it('drops the least recently used users first when it holds too much', () => {
    const buffer = new UserEventBuffer(clock().now);
    const big = 'x'.repeat(10 * 1024);
    for (let user = 0; user < 1000; user++) buffer.remember(String(user), user + 1, big);
    expect(buffer.since('999', 0, 's')).toEqual([big]);
    expect(buffer.since('0', 0, 's')).toEqual([]);
  });
});

describe('EventCache (cache channels)', () => {
  it('knows the cache channels by their prefix', () => {
    expect(['cache-a', 'private-cache-a', 'presence-cache-a'].every(isCacheChannel)).toBe(true);
    expect(['private-a', 'presence-a', 'private-App.cache-a', 'mycache-a'].some(isCacheChannel)).toBe(false);
  });

  it('keeps the last event of a channel for 30 minutes', () => {
    const time = clock();
    const cache = new EventCache(time.now);
    cache.remember('private-cache-a', { event: 'e', data: '1' });
    cache.remember('private-cache-a', { event: 'e', data: '2' });
    expect(cache.recall('private-cache-a')).toEqual({ event: 'e', data: '2' });
    expect(cache.recall('private-cache-b')).toBeUndefined();
    time.advance(CACHE_TTL_MS);
    expect(cache.recall('private-cache-a')).toBeUndefined();
  });
});
