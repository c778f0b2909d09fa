import type { ReservationContract } from '../../../domain/contracts/reservations';
import { parseApiDateTime } from '../../../domain/date-time';
import type { TransitionDeps } from '../../deps';
import { notFound, validationFailed, type FieldErrors } from '../../lib/errors';
import type { ServerMessage } from '../../lib/i18n';
import type { AuthUser } from '../../lib/request-auth';
import { lotReservationsIn } from './lot-calendar-repository';
import { lotOwnerId } from './lot-check-repository';
import { toReservationView } from './presenter';
import { settleDueFor } from './service';

const m = {
  invalidDateTime: /*i18n*/ {
    id: 'reservations.calendar.invalid_date_time',
    message: 'Enter a date and time as YYYY-MM-DD HH:mm:ss.',
  },
  toBeforeFrom: /*i18n*/ { id: 'reservations.calendar.to_before_from', message: 'The end must be after the start.' },
  tooLong: /*i18n*/ { id: 'reservations.calendar.too_long', message: 'Choose at most 62 days.' },
} satisfies Record<string, ServerMessage>;

const MAX_RANGE_MS = 62 * 24 * 3_600_000;

/**
 * GET /parking-lots/{id}/reservations?from&to: the owner's lot's reservations (all but
 * cancelled ones) overlapping the range, for its calendar. Someone else's lot is 404.
 */
export async function lotCalendar(
  deps: TransitionDeps,
  user: AuthUser,
  lotId: number,
  query: { from: string; to: string },
): Promise<{ data: ReservationContract[] }> {
  const zone = deps.config.APP_TIMEZONE;
  const from = parseApiDateTime(query.from, zone);
  const to = parseApiDateTime(query.to, zone);
  const errors: FieldErrors = {};
  if (!from) errors.from = [m.invalidDateTime];
  if (!to) errors.to = [m.invalidDateTime];
  else if (from && to <= from) errors.to = [m.toBeforeFrom];
  else if (from && to.getTime() - from.getTime() > MAX_RANGE_MS) errors.to = [m.tooLong];
  if (!from || !to || Object.keys(errors).length > 0) throw validationFailed(errors);
  if ((await lotOwnerId(deps.db, lotId)) !== user.id) throw notFound();
  await settleDueFor(deps, user.id);
  const rows = await lotReservationsIn(deps.db, lotId, { from, to }, deps.now());
  return { data: rows.map((row) => toReservationView(row, user.id, zone)) };
}
