import './lot-calendar.css';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { DateTime } from 'luxon';
import { useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/class-names';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { DISPLAY_DATE_FORMAT, formatDateTime } from '../../../lib/dates';
import { formatApiDateTime } from '../../../../domain/date-time';
import { useLotCalendar, type CalendarReservation } from '../api/get-lot-calendar';
import { useLotSeries } from '../api/get-lot-series';
import { useLotSchedule } from '../api/lot-schedule';
import type { ParkingLot } from '../api/parking-lot-types';
import { calendarWeek, type DaySpan } from '../calendar-week';
import { LotSeriesList } from './lot-series-list';

type Props = { lot: ParkingLot; monday: DateTime; zone: string; onWeek: (monday: DateTime) => void };

const HOURS = [0, 3, 6, 9, 12, 15, 18, 21];
const SWIPE_PX = 50;

const place = (span: DaySpan) => ({
  top: `${(span.from / 1440) * 100}%`,
  height: `${((span.to - span.from) / 1440) * 100}%`,
});

/** '24/11/2026 08:00 – 10:00', or both dates when it ends on another day. */
function times(r: CalendarReservation, zone: string): string {
  const start = formatDateTime(r.start_time, zone);
  const end = formatDateTime(r.end_time, zone);
  return end.slice(0, 10) === start.slice(0, 10) ? `${start} – ${end.slice(11)}` : `${start} – ${end}`;
}

const isPast = (r: CalendarReservation) => r.status === 'finalized' || r.status === 'expired';

/**
 * A week of the lot: its open hours shaded (schedule inside the availability window) and its
 * bookings over them, each a link to the reservation. Swipe sideways or use the arrows.
 */
export function LotCalendar({ lot, monday, zone, onWeek }: Props) {
  const { t, i18n } = useLingui();
  const from = formatApiDateTime(monday.toJSDate(), zone);
  const to = formatApiDateTime(monday.plus({ weeks: 1 }).toJSDate(), zone);
  const bookings = useLotCalendar(lot.id, from, to);
  const schedule = useLotSchedule(lot.id);
  const series = useLotSeries(lot.id);
  const inSeries = new Set((series.data ?? []).flatMap((s) => s.reservations.map((r) => r.reservation_id)));
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const days = calendarWeek(monday, lot, schedule.data, bookings.data ?? [], zone);
  const today = formatApiDateTime(new Date(), zone).slice(0, 10);
  const weekday = new Intl.DateTimeFormat(i18n.locale, { weekday: 'short', timeZone: zone });
  const range = `${monday.toFormat(DISPLAY_DATE_FORMAT)} – ${monday.plus({ days: 6 }).toFormat(DISPLAY_DATE_FORMAT)}`;
  const previous = () => onWeek(monday.minus({ weeks: 1 }));
  const next = () => onWeek(monday.plus({ weeks: 1 }));
  const showsToday = days.some((d) => d.date.toFormat('yyyy-MM-dd') === today);

  return (
    <section className="lot-calendar stack-sm" aria-label={t`Calendar of parking lot ${lot.identifier}`}>
      <div className="lot-calendar__bar">
        <Button variant="secondary" size="sm" iconOnly aria-label={t`Previous week`} onClick={previous}>
          <ChevronLeft size={18} aria-hidden="true" />
        </Button>
        <h2 className="lot-calendar__range tabular" aria-live="polite">
          {range}
        </h2>
        <Button variant="secondary" size="sm" iconOnly aria-label={t`Next week`} onClick={next}>
          <ChevronRight size={18} aria-hidden="true" />
        </Button>
      </div>
      <div className="lot-calendar__legend text-sm">
        <span className="lot-calendar__key lot-calendar__key--open" aria-hidden="true" />
        {t`Open for bookings`}
        <span className="lot-calendar__key lot-calendar__key--booking" aria-hidden="true" />
        {t`Booking`}
        {inSeries.size > 0 ? (
          <>
            <span className="lot-calendar__key lot-calendar__key--series" aria-hidden="true" />
            {t`Recurring`}
          </>
        ) : null}
        {showsToday ? null : (
          <Button
            variant="ghost"
            size="sm"
            className="lot-calendar__today"
            onClick={() => onWeek(DateTime.now().setZone(zone).startOf('week'))}
          >
            {t`This week`}
          </Button>
        )}
      </div>
      {bookings.isError ? (
        <Alert tone="error">{errorMessage(bookings.error, t`Failed to fetch the reservations`)}</Alert>
      ) : null}
      <div
        className="lot-calendar__grid"
        data-loading={bookings.isFetching || undefined}
        onPointerDown={(e) => {
          swipe.current = { x: e.clientX, y: e.clientY };
        }}
        onPointerUp={(e) => {
          const start = swipe.current;
          swipe.current = null;
          if (!start) return;
          const dx = e.clientX - start.x;
          if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(e.clientY - start.y)) return;
          if (dx < 0) next();
          else previous();
        }}
        onPointerCancel={() => {
          swipe.current = null;
        }}
      >
        <div className="lot-calendar__corner" />
        {days.map((day) => (
          <div
            key={day.date.toMillis()}
            className={cx('lot-calendar__day-name', day.date.toFormat('yyyy-MM-dd') === today && 'is-today')}
          >
            <span>{weekday.format(day.date.toJSDate())}</span>
            <span className="tabular">{day.date.toFormat('dd/MM')}</span>
          </div>
        ))}
        <div className="lot-calendar__hours" aria-hidden="true">
          {HOURS.map((hour) => (
            <span key={hour} className="tabular" style={{ top: `${(hour / 24) * 100}%` }}>
              {`${String(hour).padStart(2, '0')}:00`}
            </span>
          ))}
        </div>
        {days.map((day) => (
          <div key={day.date.toMillis()} className="lot-calendar__day" data-date={day.date.toFormat('yyyy-MM-dd')}>
            {day.open.map((span) => (
              <div key={span.from} className="lot-calendar__open" style={place(span)} />
            ))}
            {day.bookings.map(({ booking, ...span }) => (
              <Link
                key={booking.id}
                to="/reservations/$reservationId"
                params={{ reservationId: String(booking.id) }}
                className={cx(
                  'lot-calendar__booking',
                  isPast(booking) && 'is-past',
                  inSeries.has(booking.id) && 'is-series',
                )}
                style={place(span)}
                aria-label={t`Reservation ${booking.automobile_registration}, ${times(booking, zone)}`}
                draggable={false}
              >
                {span.starts ? booking.automobile_registration : ''}
              </Link>
            ))}
          </div>
        ))}
      </div>
      {bookings.isPending || schedule.isPending ? <SpinnerBlock label={t`Loading the calendar...`} /> : null}
      {bookings.data && bookings.data.length === 0 ? (
        <p className="text-sm muted">{t`No bookings this week.`}</p>
      ) : null}
      {series.data ? <LotSeriesList series={series.data} /> : null}
    </section>
  );
}
