import { eq } from 'drizzle-orm';
import type { AdminLotDetailContract } from '../../../domain/contracts/admin-records';
import { formatApiDateTime } from '../../../domain/date-time';
import type { Deps } from '../../deps';
import type { Db, Tx } from '../../db/client';
import { parkingLots } from '../../db/schema/index';
import { conflict, notFound, validationFailed } from '../../lib/errors';
import type { ServerMessage } from '../../lib/i18n';
import { auditOf, latestAuditOf, recordAudit } from '../audit/index';
import { notifyUser } from '../notifications/index';
import { adminLotView, findAdminLot } from './admin-repository';

const m = {
  reasonRequired: /*i18n*/ {
    id: 'admin.parking_lots.reason_required',
    message: 'Give the reason: the owner reads it.',
  },
  ownersChoice: /*i18n*/ {
    id: 'admin.parking_lots.owners_choice',
    message: 'Its owner took this parking lot out of search: only the owner can put it back.',
  },
} satisfies Record<string, ServerMessage>;

const TAKE_OUT = 'parking_lot.take_out';
const PUT_BACK = 'parking_lot.put_back';

/** The administrator's take-out that still holds: the lot is out of search and was not put back since. */
async function standingTakeOut(db: Db | Tx, lot: { id: number; available: boolean }) {
  if (lot.available) return undefined;
  const last = await latestAuditOf(db, 'parking_lot', lot.id, [TAKE_OUT, PUT_BACK]);
  return last?.entry.action === TAKE_OUT ? last : undefined;
}

export async function adminLotDetail(deps: Pick<Deps, 'config' | 'db'>, id: number): Promise<AdminLotDetailContract> {
  const zone = deps.config.APP_TIMEZONE;
  const row = await findAdminLot(deps.db, id);
  if (!row) throw notFound();
  const [takeOut, audit] = await Promise.all([
    standingTakeOut(deps.db, row.lot),
    auditOf(deps.db, 'parking_lot', id, zone),
  ]);
  const after = takeOut?.entry.after as { reason?: unknown } | null | undefined;
  return {
    ...adminLotView(row),
    latitude: row.lot.latitude,
    longitude: row.lot.longitude,
    available_from: formatApiDateTime(row.lot.availableFrom, zone),
    available_to: formatApiDateTime(row.lot.availableTo, zone),
    taken_out: takeOut
      ? {
          admin_name: takeOut.adminName,
          at: formatApiDateTime(takeOut.entry.createdAt, zone),
          reason: typeof after?.reason === 'string' ? after.reason : null,
        }
      : null,
    audit,
  };
}

/**
 * PUT /admin/parking-lots/{id}. Taking out (available false) needs a reason; open reservations
 * on the lot are left to run. Putting back (available true) undoes an administrator's take-out
 * only: a lot its owner took out stays the owner's call (409). The change and its audit row
 * commit together (the lot row locked, so two administrators queue); the owner is notified after.
 */
export async function adminSetLotAvailability(
  deps: Pick<Deps, 'config' | 'db' | 'realtime' | 'now' | 'events' | 'log'>,
  adminId: number,
  id: number,
  input: { available: boolean; reason?: string | null },
) {
  const reason = input.reason?.trim() || null;
  if (!input.available && !reason) throw validationFailed({ reason: [m.reasonRequired] });
  const now = deps.now();
  const changed = await deps.db.transaction(async (tx) => {
    const [lot] = await tx.select().from(parkingLots).where(eq(parkingLots.id, id)).for('update');
    if (!lot) throw notFound();
    if (input.available) {
      if (lot.available) return undefined;
      if (!(await standingTakeOut(tx, lot))) throw conflict(m.ownersChoice, { available: [m.ownersChoice] });
    }
    await tx.update(parkingLots).set({ available: input.available, updatedAt: now }).where(eq(parkingLots.id, id));
    await recordAudit(tx, {
      adminId,
      action: input.available ? PUT_BACK : TAKE_OUT,
      targetType: 'parking_lot',
      targetId: id,
      before: { available: lot.available },
      after: input.available ? { available: true } : { available: false, reason },
      at: now,
    });
    return lot;
  });
  if (changed) {
    await notifyUser(deps, {
      userId: changed.ownerId,
      type: input.available ? 'parking_lot.put_back' : 'parking_lot.taken_out',
      messageId: input.available ? 'parking_lot.put_back' : 'parking_lot.taken_out',
      values: { place: changed.identifier, reason: reason ?? '' },
      url: `/parking-lots/${changed.id}`,
    }).catch((err: unknown) => deps.log.error({ err }, 'lot availability notification failed'));
  }
  return adminLotDetail(deps, id);
}
