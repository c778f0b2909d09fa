import type { ReservationContract } from '../../../domain/contracts/reservations';
import { contestOpen } from '../../../domain/report-rules';
import type { TransitionDeps } from '../../deps';
import { AppError, conflict } from '../../lib/errors';
import type { AuthUser } from '../../lib/request-auth';
import { reportReservationEvent } from './events';
import { toReservationView } from './presenter';
import { reportMessages as rm } from './report-messages';
import { writeContest } from './report-repository';
import { visibleDetail } from './service';

/**
 * POST /reservations/{id}/contest: the lot's owner disputes the driver's report, once, within
 * 72 hours of it; an administrator then decides (settle-report.ts). Nothing moves here.
 */
export async function contestReport(
  deps: TransitionDeps,
  user: AuthUser,
  id: number,
  note: string,
): Promise<ReservationContract> {
  const row = await visibleDetail(deps, user, id);
  if (row.ownerId !== user.id) throw new AppError(403, rm.onlyOwner);
  const report = row.report;
  if (!report) throw conflict(rm.notReported);
  if (report.contestedAt || report.settledAt) throw conflict(rm.alreadyContested);
  const now = deps.now();
  if (!contestOpen(report.reportedAt, now)) throw new AppError(422, rm.contestClosed);
  const written = await deps.db.transaction((tx) => writeContest(tx, id, note, now));
  if (!written) throw conflict(rm.alreadyContested);
  reportReservationEvent(deps, {
    type: 'contested',
    reservation: row.reservation,
    ownerId: row.ownerId,
    actorId: user.id,
    at: now,
  });
  return toReservationView(await visibleDetail(deps, user, id), user.id, deps.config.APP_TIMEZONE);
}
