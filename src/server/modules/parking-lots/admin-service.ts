import { eq } from 'drizzle-orm';
import type { AdminLotDetailContract } from '../../../domain/contracts/admin-records';
import { formatApiDateTime } from '../../../domain/date-time';
import type { Deps } from '../../deps';
import { parkingLots } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import type { ServerMessage } from '../../lib/i18n';
import { auditOf } from '../audit/repository';
import { recordAudit } from '../audit/record-audit';
import { notifyUser } from '../notifications/service';
import { adminLotView, findAdminLot } from './admin-repository';

const m = {
  takenOutTitle: /*i18n*/ { id: 'notifications.lot_taken_out.title', message: 'Parking lot taken out of search' },
  takenOutMessage: /*i18n*/ {
    id: 'notifications.lot_taken_out.message',
    message: 'An administrator took parking lot {place} out of search. Reason: {reason}',
  },
} satisfies Record<string, ServerMessage>;

export async function adminLotDetail(deps: Deps, id: number): Promise<AdminLotDetailContract> {
  const zone = deps.config.APP_TIMEZONE;
  const row = await findAdminLot(deps.db, id);
  if (!row) throw notFound();
  return {
    ...adminLotView(row),
    latitude: row.lot.latitude,
    longitude: row.lot.longitude,
    available_from: formatApiDateTime(row.lot.availableFrom, zone),
    available_to: formatApiDateTime(row.lot.availableTo, zone),
    audit: await auditOf(deps.db, 'parking_lot', id, zone),
  };
}

/**
 * Takes a lot out of search (available false) with a reason; the owner is notified after the
 * change and its audit row commit together. Open reservations on it are left to run.
 */
export async function adminTakeOutLot(deps: Deps, adminId: number, id: number, reason: string) {
  const now = deps.now();
  const lot = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(parkingLots).where(eq(parkingLots.id, id)).for('update');
    if (!before) throw notFound();
    await tx.update(parkingLots).set({ available: false, updatedAt: now }).where(eq(parkingLots.id, id));
    await recordAudit(tx, {
      adminId,
      action: 'parking_lot.take_out',
      targetType: 'parking_lot',
      targetId: id,
      before: { available: before.available },
      after: { available: false, reason },
      at: now,
    });
    return before;
  });
  await notifyUser(deps, {
    userId: lot.ownerId,
    type: 'parking_lot.taken_out',
    title: m.takenOutTitle,
    message: m.takenOutMessage,
    values: { place: lot.identifier, reason },
    url: `/parking-lots/${lot.id}`,
  }).catch((err: unknown) => deps.log.error({ err }, 'lot taken out notification failed'));
  return adminLotDetail(deps, id);
}
