import { count, eq } from 'drizzle-orm';
import type { AdminLocationDetailContract } from '../../../domain/contracts/admin-records';
import { formatApiDateTime } from '../../../domain/date-time';
import type { LocationPayload, LocationUpdate } from '../../../domain/parking-lot';
import type { DbClock, Deps } from '../../deps';
import { type locations, parkingLots } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/errors';
import type { ServerMessage } from '../../lib/i18n';
import { auditOf, recordAudit } from '../audit/index';
import { findUserById } from '../users/index';
import {
  authorizeUser,
  deleteLocation,
  findLocation,
  insertLocation,
  listLocationUsers,
  lockLocation,
  revokeUser,
  updateLocation,
} from './admin-repository';
import { countedLocation } from './presenter';

const m = {
  hasLots: /*i18n*/ {
    id: 'admin.locations.has_lots',
    message: 'Parking lots belong to this location: move or delete them first.',
  },
} satisfies Record<string, ServerMessage>;

type LocationRecord = typeof locations.$inferSelect;
const snapshot = (l: LocationRecord) => ({
  title: l.title,
  address: l.address,
  latitude: l.latitude,
  longitude: l.longitude,
  access: l.access,
});

export async function adminLocationDetail(
  deps: Pick<Deps, 'config' | 'db'>,
  id: number,
): Promise<AdminLocationDetailContract> {
  const zone = deps.config.APP_TIMEZONE;
  const row = await findLocation(deps.db, id);
  if (!row) throw notFound();
  const [people, audit] = await Promise.all([listLocationUsers(deps.db, id), auditOf(deps.db, 'location', id, zone)]);
  return {
    ...countedLocation(row),
    users: people.map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      added_at: formatApiDateTime(u.addedAt, zone),
    })),
    audit,
  };
}

export async function adminCreateLocation(
  deps: Pick<Deps, 'config' | 'db' | 'now'>,
  adminId: number,
  input: LocationPayload,
) {
  const at = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    const row = await insertLocation(tx, input, at);
    await recordAudit(tx, {
      adminId,
      action: 'location.create',
      targetType: 'location',
      targetId: row.id,
      after: snapshot(row),
      at,
    });
    return row.id;
  });
  return adminLocationDetail(deps, id);
}

export async function adminUpdateLocation(
  deps: Pick<Deps, 'config' | 'db' | 'now'>,
  adminId: number,
  id: number,
  input: LocationUpdate,
) {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await lockLocation(tx, id);
    if (!before) throw notFound();
    const after = await updateLocation(tx, id, input, at);
    if (!after) throw notFound();
    const b = snapshot(before);
    const a = snapshot(after);
    const keys = (Object.keys(a) as (keyof typeof a)[]).filter((k) => a[k] !== b[k]);
    if (keys.length === 0) return;
    await recordAudit(tx, {
      adminId,
      action: 'location.update',
      targetType: 'location',
      targetId: id,
      before: Object.fromEntries(keys.map((k) => [k, b[k]])),
      after: Object.fromEntries(keys.map((k) => [k, a[k]])),
      at,
    });
  });
  return adminLocationDetail(deps, id);
}

/** Refused (409) while parking lots belong to the location. */
export async function adminDeleteLocation(deps: DbClock, adminId: number, id: number) {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await lockLocation(tx, id);
    if (!before) throw notFound();
    const [lots] = await tx.select({ n: count() }).from(parkingLots).where(eq(parkingLots.locationId, id));
    if ((lots?.n ?? 0) > 0) throw conflict(m.hasLots);
    await deleteLocation(tx, id);
    await recordAudit(tx, {
      adminId,
      action: 'location.delete',
      targetType: 'location',
      targetId: id,
      before: snapshot(before),
      at,
    });
  });
}

export async function adminAuthorizeUser(deps: DbClock, adminId: number, locationId: number, userId: number) {
  const at = deps.now();
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound();
  return deps.db.transaction(async (tx) => {
    if (!(await lockLocation(tx, locationId))) throw notFound();
    const result = await authorizeUser(tx, locationId, userId, at);
    if (result.created) {
      await recordAudit(tx, {
        adminId,
        action: 'location.authorize',
        targetType: 'location',
        targetId: locationId,
        after: { user_id: userId, user_name: user.name },
        at,
      });
    }
    return result.addedAt;
  });
}

export async function adminRevokeUser(deps: DbClock, adminId: number, locationId: number, userId: number) {
  const at = deps.now();
  const user = await findUserById(deps.db, userId);
  await deps.db.transaction(async (tx) => {
    if (!(await revokeUser(tx, locationId, userId))) throw notFound();
    await recordAudit(tx, {
      adminId,
      action: 'location.remove_user',
      targetType: 'location',
      targetId: locationId,
      // The name too: the log is read as "revoked Maria's access", and outlives the account.
      before: { user_id: userId, user_name: user?.name ?? null },
      at,
    });
  });
}
