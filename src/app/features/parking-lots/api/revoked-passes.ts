import { afterSync, nextSince, type KeptRevocations } from '../../../../domain/pass-revocation';
import { call } from '../../../lib/api-call';
import { readRevocations, updateRevocations } from '../../../lib/owner-device-store';

/** GET /parking-lots/revoked-passes?since=: the passes of the owner's lots revoked since then. */
export const getRevokedPasses = (since: string | undefined) =>
  call('GET /parking-lots/revoked-passes', { searchParams: since ? { since } : {} });

/**
 * Brings the kept revoked passes up to date: asks from the last sync (less a margin, so a
 * cancellation committed just after it is not missed) and merges the answer in, with the
 * server's time of the answer as the new "last sync" and the feed token for the service worker.
 */
export async function syncRevokedPasses(userId: number, zone: string): Promise<KeptRevocations | undefined> {
  const kept = await readRevocations(userId);
  const since = kept ? nextSince(kept) : undefined;
  const answer = await getRevokedPasses(since === undefined ? undefined : new Date(since).toISOString());
  return updateRevocations((current) => afterSync(current, answer, { userId, zone, now: Date.now() }));
}
