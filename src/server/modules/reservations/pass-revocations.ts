import type { PassStatusContract, RevokedPassesBody } from '../../../domain/contracts/pass-checks';
import { formatApiDateTime, parseApiDateTime } from '../../../domain/date-time';
import { REVOCATION_KEEP_AFTER_END_MS, reportRevocation, type RevocationReason } from '../../../domain/pass-revocation';
import type { Deps } from '../../deps';
import { AppError, notFound, validationFailed } from '../../lib/errors';
import { issueFeedToken, readFeedToken } from '../../lib/feed-token';
import type { AuthUser } from '../../lib/request-auth';
import { verifyPass } from './pass';
import { passMessages as m } from './pass-messages';
import { findPassReservation, revokedSince, type RevocationRow } from './revocation-repository';

/** How far back the revoked passes go (PRODUCT.md): older cancellations concern no pass on a phone. */
export const REVOKED_PASSES_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * When and why a reservation's pass stopped being good before its end, or null: cancelled
 * (reported by the driver, or by whom), or finished early by the driver.
 */
export function revocationOf(row: RevocationRow): { at: Date; reason: RevocationReason } | null {
  if (row.status === 'cancelled' && row.cancelledAt) {
    let reason: RevocationReason;
    if (row.reportReason) reason = reportRevocation(row.reportReason);
    else if (row.cancelledBy === row.userId) reason = 'cancelled_by_driver';
    else if (row.cancelledBy === row.ownerId) reason = 'cancelled_by_owner';
    else reason = 'cancelled_by_admin';
    return { at: row.cancelledAt, reason };
  }
  if (row.status === 'finalized' && row.endedAt && row.endedAt < row.endTime) {
    return { at: row.endedAt, reason: 'finished_early' };
  }
  return null;
}

function verdictOf(row: RevocationRow, now: Date): PassStatusContract['verdict'] {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.status === 'finalized' || row.status === 'expired' || now >= row.endTime) return 'ended';
  return now < row.startTime ? 'not_yet' : 'valid';
}

/**
 * GET /parking-lots/check?token=: the owner's online check of a pass. The server verifies the
 * signature itself (422 on `token` when it is not a pass of this installation) and answers the
 * reservation as it stands now; a pass of someone else's lot answers 404, like its lot's id.
 */
export async function checkPassStatus(
  deps: Pick<Deps, 'config' | 'db' | 'now'>,
  user: AuthUser,
  token: string,
): Promise<PassStatusContract> {
  const claims = await verifyPass(deps, token);
  if (!claims) throw validationFailed({ token: [m.notAPass] });
  const row = await findPassReservation(deps.db, claims.rid);
  if (!row || row.ownerId !== user.id || row.parkingLotId !== claims.lot) throw notFound();
  const zone = deps.config.APP_TIMEZONE;
  const revoked = revocationOf(row);
  return {
    reservation_id: row.id,
    parking_lot_id: row.parkingLotId,
    place: row.place,
    registration: row.registration,
    start_time: formatApiDateTime(row.startTime, zone),
    end_time: formatApiDateTime(row.endTime, zone),
    verdict: verdictOf(row, deps.now()),
    revoked_at: formatApiDateTime(revoked?.at, zone),
    reason: revoked?.reason ?? null,
  };
}

/** `since` read and held to the last 30 days (absent: all 30); 422 on `since` when it is not a date-time. */
function sinceOf(text: string | undefined, now: Date, zone: string): Date {
  const oldest = new Date(now.getTime() - REVOKED_PASSES_MAX_AGE_MS);
  if (text === undefined || text === '') return oldest;
  const since = parseApiDateTime(text, zone);
  if (!since) throw validationFailed({ since: [m.sinceInvalid] });
  return since < oldest ? oldest : since;
}

async function revokedPassesOf(
  deps: Pick<Deps, 'config' | 'db' | 'now'>,
  ownerId: number,
  sessionId: string,
  sinceText: string | undefined,
): Promise<RevokedPassesBody> {
  const zone = deps.config.APP_TIMEZONE;
  // Read before the query: a revocation committed meanwhile is at or after it, so the next
  // sync (from this time, less the device's margin) still sees it.
  const now = deps.now();
  const since = sinceOf(sinceText, now, zone);
  const rows = await revokedSince(deps.db, ownerId, since, new Date(now.getTime() - REVOCATION_KEEP_AFTER_END_MS));
  const data = rows.flatMap((row) => {
    const revoked = revocationOf(row);
    return revoked
      ? [
          {
            reservation_id: row.id,
            parking_lot_id: row.parkingLotId,
            revoked_at: formatApiDateTime(revoked.at, zone),
            reason: revoked.reason,
            end_time: formatApiDateTime(row.endTime, zone),
          },
        ]
      : [];
  });
  return {
    data,
    meta: { synced_at: formatApiDateTime(now, zone), feed_token: await issueFeedToken(deps.db, ownerId, sessionId) },
  };
}

/** GET /parking-lots/revoked-passes?since=: the caller's lots' passes revoked since then. */
export function revokedPasses(
  deps: Pick<Deps, 'config' | 'db' | 'now'>,
  user: AuthUser,
  sessionId: string,
  since: string | undefined,
): Promise<RevokedPassesBody> {
  return revokedPassesOf(deps, user.id, sessionId, since);
}

/**
 * GET /parking-lots/revoked-passes/feed: the same for the service worker, with the feed token
 * of an earlier answer instead of a session (403 once that sign-in has ended).
 */
export async function revokedPassesFeed(
  deps: Pick<Deps, 'config' | 'db' | 'now'>,
  feedToken: string,
  since: string | undefined,
): Promise<RevokedPassesBody> {
  const signIn = await readFeedToken(deps.db, feedToken, deps.now());
  if (!signIn) throw new AppError(403, m.feedTokenInvalid);
  return revokedPassesOf(deps, signIn.userId, signIn.sessionId, since);
}
