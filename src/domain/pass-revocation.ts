import { parseApiDateTime } from './date-time';
import type { ReportReason } from './report-rules';

/**
 * Why a pass stopped being good before its end (docs/passes.md, "Revocation"): the driver's
 * "spot taken" report (with its reason), a cancel by the driver, the lot's owner or an
 * administrator, or the driver finishing early (the pass ended then).
 */
export const revocationReasons = [
  'reported_occupied',
  'reported_blocked',
  'reported_unsafe',
  'reported_other',
  'cancelled_by_driver',
  'cancelled_by_owner',
  'cancelled_by_admin',
  'finished_early',
] as const;
export type RevocationReason = (typeof revocationReasons)[number];

export const reportRevocation = (reason: ReportReason): RevocationReason => `reported_${reason}`;

/**
 * What an owner's check found, kept on the device and uploaded (POST /parking-lots/{id}/checks):
 * a genuine pass of the owner's lot judged valid, not yet, ended or cancelled; or a registration
 * looked up, booked now or not.
 */
export const lotCheckVerdicts = ['valid', 'not_yet', 'ended', 'cancelled', 'booked', 'not_booked'] as const;
export type LotCheckVerdict = (typeof lotCheckVerdicts)[number];

/**
 * The most checks one upload carries; a device with more sends them in turns. Here, not beside
 * the upload's schema: the app's first screen syncs the device and must not bring Zod.
 */
export const LOT_CHECKS_PER_UPLOAD = 100;

/** A revoked pass as the device keeps it: times in epoch milliseconds. */
export type KeptRevocation = {
  reservationId: number;
  lotId: number;
  reason: RevocationReason;
  revokedAt: number;
  /** The reservation's end: after it, the pass reads "ended" anyway and the entry can go. */
  endsAt: number;
};

/** The device's list of revoked passes of the owner's lots, and when the server last answered. */
export type RevocationList = { entries: KeptRevocation[]; syncedAt: number | null };

/** How long an entry is kept past its pass's end (a phone's clock may be behind). */
export const REVOCATION_KEEP_AFTER_END_MS = 24 * 60 * 60 * 1000;

/**
 * How far before the last sync the next one asks from: a cancellation stamped just before a
 * sync may commit just after it; asking again from a little earlier never misses it.
 */
export const REVOCATION_SYNC_OVERLAP_MS = 2 * 60 * 1000;

/** The `since` of the next sync, or undefined for a first one (the server's 30 days). */
export function nextSince(list: RevocationList): number | undefined {
  return list.syncedAt === null ? undefined : list.syncedAt - REVOCATION_SYNC_OVERLAP_MS;
}

/**
 * The list after a sync: the new entries replace the kept ones of the same reservation, and
 * entries whose pass ended more than a day before `now` are dropped.
 */
export function mergeRevocations(
  list: RevocationList,
  fresh: readonly KeptRevocation[],
  syncedAt: number,
  now: number,
): RevocationList {
  const byId = new Map(list.entries.map((entry) => [entry.reservationId, entry]));
  for (const entry of fresh) byId.set(entry.reservationId, entry);
  const entries = [...byId.values()].filter((entry) => entry.endsAt + REVOCATION_KEEP_AFTER_END_MS > now);
  entries.sort((a, b) => a.revokedAt - b.revokedAt || a.reservationId - b.reservationId);
  return { entries, syncedAt: Math.max(syncedAt, list.syncedAt ?? 0) };
}

export const findRevocation = (list: RevocationList | undefined, reservationId: number) =>
  list?.entries.find((entry) => entry.reservationId === reservationId);

/**
 * Where the owner's device keeps its revoked passes and its checks: an IndexedDB database the
 * app writes (src/app/lib/owner-device-store.ts) and the service worker refreshes
 * (sw/revoked-passes-sync.ts), one record each, for the signed-in user only.
 */
export const OWNER_DEVICE_STORE = {
  database: 'loc-liber-owner',
  store: 'kept',
  revocations: 'revocations',
  checks: 'checks',
};

/** The kept revocations with whose they are, the app's zone (the API's date-times) and the feed token. */
export type KeptRevocations = RevocationList & { userId: number; zone: string; feedToken: string | null };

/** What the device keeps of one revoked pass from the API's answer (its date-times in `zone`). */
export type RevokedPassWire = {
  reservation_id: number;
  parking_lot_id: number;
  revoked_at: string;
  reason: RevocationReason;
  end_time: string;
};

/** The revoked passes of an answer as the device keeps them (an unreadable date-time drops its entry). */
export function keptRevocations(items: readonly RevokedPassWire[], zone: string): KeptRevocation[] {
  return items.flatMap((item) => {
    const revokedAt = parseApiDateTime(item.revoked_at, zone)?.getTime();
    const endsAt = parseApiDateTime(item.end_time, zone)?.getTime();
    if (revokedAt === undefined || endsAt === undefined) return [];
    return [{ reservationId: item.reservation_id, lotId: item.parking_lot_id, reason: item.reason, revokedAt, endsAt }];
  });
}

/** The kept list after an answer (the server's synced_at in `zone`), for `userId`; a list of someone else's is replaced. */
export function afterSync(
  kept: KeptRevocations | undefined,
  answer: { data: readonly RevokedPassWire[]; meta: { synced_at: string; feed_token: string } },
  context: { userId: number; zone: string; now: number },
): KeptRevocations {
  const base: RevocationList = kept && kept.userId === context.userId ? kept : { entries: [], syncedAt: null };
  const syncedAt = parseApiDateTime(answer.meta.synced_at, context.zone)?.getTime() ?? context.now;
  const merged = mergeRevocations(base, keptRevocations(answer.data, context.zone), syncedAt, context.now);
  return { ...merged, userId: context.userId, zone: context.zone, feedToken: answer.meta.feed_token };
}
