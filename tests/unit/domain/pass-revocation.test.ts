import { describe, expect, it } from 'vitest';
import {
  afterSync,
  mergeRevocations,
  nextSince,
  REVOCATION_KEEP_AFTER_END_MS,
  REVOCATION_SYNC_OVERLAP_MS,
  type KeptRevocation,
} from '../../../src/domain/pass-revocation';

const HOUR = 60 * 60 * 1000;
const now = Date.UTC(2026, 4, 12, 8, 0);
const entry = (reservationId: number, endsAt: number, reason: KeptRevocation['reason'] = 'reported_occupied') => ({
  reservationId,
  lotId: 7,
  reason,
  revokedAt: now - HOUR + reservationId,
  endsAt,
});

describe('the revoked passes kept on the owner’s device', () => {
  it('asks from the last sync less a margin, and from the server’s 30 days the first time', () => {
    expect(nextSince({ entries: [], syncedAt: null })).toBeUndefined();
    expect(nextSince({ entries: [], syncedAt: now })).toBe(now - REVOCATION_SYNC_OVERLAP_MS);
  });

  it('replaces an entry of the same reservation, keeps the others, and forgets passes over for a day', () => {
    const kept = {
      entries: [entry(1, now + HOUR), entry(2, now - REVOCATION_KEEP_AFTER_END_MS - 1)],
      syncedAt: now - HOUR,
    };
    const merged = mergeRevocations(kept, [entry(1, now + HOUR, 'finished_early'), entry(3, now + 2 * HOUR)], now, now);
    expect(merged.entries.map((e) => [e.reservationId, e.reason])).toEqual([
      [1, 'finished_early'],
      [3, 'reported_occupied'],
    ]);
    expect(merged.syncedAt).toBe(now);
    // An answer older than the last sync (a slow one) never moves "last sync" back.
    expect(mergeRevocations(merged, [], now - HOUR, now).syncedAt).toBe(now);
  });

  it('reads an answer in the app’s zone and drops a list that was someone else’s', () => {
    const answer = {
      data: [
        {
          reservation_id: 5,
          parking_lot_id: 9,
          revoked_at: '2026-05-12 10:03:00',
          reason: 'reported_occupied' as const,
          end_time: '2026-05-12 11:00:00',
        },
      ],
      meta: { synced_at: '2026-05-12 11:00:00', feed_token: 'token' },
    };
    const someoneElse = {
      entries: [entry(1, now + HOUR)],
      syncedAt: now,
      userId: 2,
      zone: 'Europe/Bucharest',
      feedToken: 'x',
    };
    const kept = afterSync(someoneElse, answer, { userId: 1, zone: 'Europe/Bucharest', now });
    expect(kept).toEqual({
      userId: 1,
      zone: 'Europe/Bucharest',
      feedToken: 'token',
      syncedAt: now,
      entries: [{ reservationId: 5, lotId: 9, reason: 'reported_occupied', revokedAt: now - 57 * 60_000, endsAt: now }],
    });
  });
});
