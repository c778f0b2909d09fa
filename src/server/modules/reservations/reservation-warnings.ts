import type { BookingWarningContract } from '../../../domain/contracts/documents';
import { parseApiDateTime } from '../../../domain/date-time';
import type { Deps } from '../../deps';
import { documentWarnings } from '../documents/service';

/**
 * A booking with a car whose ITP, RCA insurance or road tax lapses is allowed; its answer
 * names those documents (`warnings`) for API clients, as the app's form does before booking.
 */
export async function reservationWarnings(
  deps: Deps,
  reservation: { automobile_id: number | null; end_time: string | null },
): Promise<BookingWarningContract[]> {
  const end = reservation.end_time ? parseApiDateTime(reservation.end_time, deps.config.APP_TIMEZONE) : undefined;
  if (!reservation.automobile_id || !end) return [];
  return documentWarnings(deps, reservation.automobile_id, end);
}
