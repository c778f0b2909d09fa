import type { AdminRatingContract } from '../../../domain/contracts/ratings';
import { formatApiDateTime } from '../../../domain/date-time';
import type { Deps } from '../../deps';
import { conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/index';
import { moderateRating, reportedRatings } from './admin-repository';
import { ratingMessages as m } from './messages';
import { presentRating } from './presenter';

const REPORTED_LIMIT = 100;

/** GET /admin/ratings: ratings with a report waiting for a decision, with their reports. */
export async function listReportedRatings(deps: Pick<Deps, 'db' | 'config'>): Promise<AdminRatingContract[]> {
  const zone = deps.config.APP_TIMEZONE;
  const rows = await reportedRatings(deps.db, REPORTED_LIMIT);
  return rows.map((row) => ({
    ...presentRating(row, zone),
    parking_lot_id: row.rating.parkingLotId,
    parking_lot_identifier: row.lotIdentifier,
    hidden: row.rating.hidden,
    reports: row.reports.map((r) => ({
      reporter_name: r.reporterName,
      reason: r.reason,
      created_at: formatApiDateTime(r.createdAt, zone),
    })),
  }));
}

/** PUT /admin/ratings/{id}: hide or keep a reported rating, once per wave of reports (409 after); audited. */
export async function decideRating(
  deps: Pick<Deps, 'db' | 'now'>,
  adminId: number,
  id: number,
  decision: 'hide' | 'keep',
): Promise<void> {
  const at = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const changed = await moderateRating(tx, { id, decision, adminId, at });
    if (!changed) return changed;
    await recordAudit(tx, {
      adminId,
      action: decision === 'hide' ? 'rating.hide' : 'rating.keep',
      // A rating is audited on its lot (the log's records are the admin screens' records).
      targetType: 'parking_lot',
      targetId: changed.before.parkingLotId,
      before: { rating_id: id, hidden: changed.before.hidden },
      after: { rating_id: id, hidden: changed.after.hidden },
      at,
    });
    return changed;
  });
  if (outcome === undefined) throw notFound();
  if (outcome === null) throw conflict(m.alreadyModerated);
}
