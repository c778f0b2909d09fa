import type { OwnerHoldContract, OwnerStrikesContract } from '../../../domain/contracts/ratings';
import { formatApiDateTime } from '../../../domain/date-time';
import {
  CANCELS_OFTEN_STRIKES,
  REMOVAL_STRIKES,
  REMOVAL_WINDOW_DAYS,
  STRIKE_MEMORY_DAYS,
} from '../../../domain/rating-rules';
import type { Deps } from '../../deps';
import { conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/index';
import { notifyUser, type NotifyDeps } from '../notifications/index';
import { ratingMessages as m } from './messages';
import {
  activeAdministrators,
  closeHold,
  countStrikes,
  findHold,
  findOpenHold,
  openHold,
  openHolds,
  ownerFacts,
  recordStrikes,
  strikesOf,
} from './strikes-repository';

const DAY_MS = 86_400_000;
/** How far back the periodic sweep looks for cancels it missed (the event after a cancel records it at once). */
const SWEEP_CANCELS_DAYS = 2;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Three strikes within 30 days (after the last restore) take the owner's lots out of search:
 * a hold row, audited (by the server: no administrator), written once (the partial unique
 * index); the owner and every administrator are told after the commit.
 */
async function applyRemoval(deps: NotifyDeps, ownerId: number): Promise<boolean> {
  const now = deps.now();
  const hold = await deps.db.transaction(async (tx) => {
    const strikes = await countStrikes(tx, ownerId, daysBefore(now, REMOVAL_WINDOW_DAYS), true);
    if (strikes < REMOVAL_STRIKES) return undefined;
    const row = await openHold(tx, ownerId, strikes, now);
    if (!row) return undefined;
    await recordAudit(tx, {
      adminId: null,
      action: 'owner.out_of_search',
      targetType: 'user',
      targetId: ownerId,
      before: { in_search: true },
      after: { in_search: false, strikes },
      at: now,
    });
    return row;
  });
  if (!hold) return false;
  const owner = await ownerFacts(deps.db, ownerId);
  if (!owner) return true;
  const tell = async (userId: number, language: string, admin: boolean) =>
    notifyUser(
      deps,
      {
        userId,
        type: admin ? 'owner.out_of_search.admin' : 'owner.out_of_search',
        messageId: admin ? 'owner.out_of_search.admin' : 'owner.out_of_search',
        values: { strikes: hold.strikes, name: owner.name, email: owner.email },
        url: admin ? '/admin/owners-out-of-search' : '/parking-lots/reliability',
        dedupeKey: `owner_hold:${hold.id}:${userId}`,
      },
      { language },
    ).catch((err: unknown) => deps.log.error({ err, holdId: hold.id }, 'out-of-search notification failed'));
  await tell(owner.id, owner.language, false);
  for (const admin of await activeAdministrators(deps.db)) await tell(admin.id, admin.language, true);
  return true;
}

/** Records the owner's strikes not written yet, then takes their lots out of search if due. */
export async function syncOwnerStrikes(deps: NotifyDeps, ownerId: number): Promise<void> {
  const now = deps.now();
  const memory = daysBefore(now, STRIKE_MEMORY_DAYS);
  await recordStrikes(deps.db, now, { cancels: memory, reports: memory }, ownerId);
  await applyRemoval(deps, ownerId);
}

/**
 * The periodic sweep (jobs/app-jobs.ts): reports whose 72 hours passed uncontested, and any
 * owner's cancel an event missed (a process stopped between the commit and the event).
 */
export async function sweepOwnerStrikes(deps: NotifyDeps): Promise<number> {
  const now = deps.now();
  const owners = await recordStrikes(deps.db, now, {
    cancels: daysBefore(now, SWEEP_CANCELS_DAYS),
    reports: daysBefore(now, STRIKE_MEMORY_DAYS),
  });
  let removed = 0;
  for (const ownerId of owners) if (await applyRemoval(deps, ownerId)) removed += 1;
  return removed;
}

/** GET /owner-strikes: the caller's strikes as an owner, and whether their lots are in search. */
export async function ownerStrikeStatus(deps: NotifyDeps, ownerId: number): Promise<OwnerStrikesContract> {
  await syncOwnerStrikes(deps, ownerId);
  const now = deps.now();
  const zone = deps.config.APP_TIMEZONE;
  const [strikes, recent, hold] = await Promise.all([
    strikesOf(deps.db, ownerId, now),
    countStrikes(deps.db, ownerId, daysBefore(now, REMOVAL_WINDOW_DAYS), true),
    findOpenHold(deps.db, ownerId),
  ]);
  return {
    strikes: strikes.map((s) => ({ kind: s.kind, reservation_id: s.reservationId, at: formatApiDateTime(s.at, zone) })),
    count_90_days: strikes.length,
    count_30_days: recent,
    cancels_often: strikes.length >= CANCELS_OFTEN_STRIKES,
    out_of_search: hold !== undefined,
    out_of_search_since: formatApiDateTime(hold?.removedAt, zone),
  };
}

/** GET /admin/owner-holds: owners whose lots are out of search, oldest first. */
export async function listOwnerHolds(deps: Pick<Deps, 'db' | 'config'>): Promise<OwnerHoldContract[]> {
  const rows = await openHolds(deps.db);
  return rows.map((row) => ({
    id: row.hold.id,
    owner_id: row.hold.ownerId,
    owner_name: row.name,
    owner_email: row.email,
    strikes: row.hold.strikes,
    removed_at: formatApiDateTime(row.hold.removedAt, deps.config.APP_TIMEZONE),
    lots_count: Number(row.lots),
  }));
}

/**
 * POST /admin/owner-holds/{id}/restore: the owner's lots back in search, once (409 after);
 * audited; the owner is told. Strikes before now no longer count towards a removal.
 */
export async function restoreOwner(deps: NotifyDeps, adminId: number, holdId: number, note: string | null) {
  const now = deps.now();
  const found = await findHold(deps.db, holdId);
  if (!found) throw notFound();
  const closed = await deps.db.transaction(async (tx) => {
    const row = await closeHold(tx, holdId, adminId, note, now);
    if (!row) return undefined;
    await recordAudit(tx, {
      adminId,
      action: 'owner.restore',
      targetType: 'user',
      targetId: row.ownerId,
      before: { in_search: false, strikes: row.strikes },
      after: { in_search: true, reason: note },
      at: now,
    });
    return row;
  });
  if (!closed) throw conflict(m.alreadyRestored);
  await notifyUser(deps, {
    userId: closed.ownerId,
    type: 'owner.restored',
    messageId: 'owner.restored',
    url: '/parking-lots/reliability',
    dedupeKey: `owner_hold:${closed.id}:restored`,
  }).catch((err: unknown) => deps.log.error({ err, holdId }, 'restore notification failed'));
}
