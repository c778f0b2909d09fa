import { calendarDateIn } from '../../../domain/calendar-date';
import { formatApiDateTime } from '../../../domain/date-time';
import { effectiveStatus } from '../../../domain/reservation-status';
import type { ReservationSeriesContract } from '../../../domain/contracts/reservation-series';
import type { SeriesDetail, SeriesReservation } from './repository';

/** A series as its driver sees it: its pattern, every booked date, and the ones still to come. */
export function toSeriesView(
  { series, place, registration }: SeriesDetail,
  rows: SeriesReservation[],
  zone: string,
  now: Date,
): ReservationSeriesContract {
  const dates = rows.map((r) => {
    const status = effectiveStatus({ status: r.status, startTime: r.startTime, endTime: r.endTime }, now);
    return {
      reservation_id: r.id,
      date: calendarDateIn(r.startTime, zone),
      start_time: formatApiDateTime(r.startTime, zone),
      end_time: formatApiDateTime(r.endTime, zone),
      status,
      credits_reserved: r.creditsReserved,
    };
  });
  const open = dates.filter((d) => d.status === 'scheduled' || d.status === 'active');
  return {
    id: series.id,
    parking_lot_id: series.parkingLotId,
    place,
    automobile_id: series.automobileId,
    automobile_registration: registration,
    weekdays: [...series.weekdays],
    from: series.fromTime,
    to: series.toTime,
    start_date: series.startDate,
    weeks: series.weeks,
    renew: series.renew,
    block_end: series.blockEnd,
    status: series.status,
    created_at: formatApiDateTime(series.createdAt, zone),
    reservations: dates,
    remaining: open.map((d) => d.date),
    remaining_credits: open.reduce((sum, d) => sum + d.credits_reserved, 0),
  };
}
