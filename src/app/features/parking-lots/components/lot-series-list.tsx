import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Car, ChevronDown, Repeat } from 'lucide-react';
import { dateCount, dayLabel, weekdaysLabel } from '../../../lib/series-days';
import type { LotSeries } from '../api/get-lot-series';

/**
 * The series booked on the lot, each one entry (issue 46): the driver's car, the days and
 * hours, how many dates remain; opened, each remaining date links to its reservation, where
 * the owner may cancel that date alone.
 */
export function LotSeriesList({ series }: { series: LotSeries[] }) {
  const { t, i18n } = useLingui();
  if (series.length === 0) return null;
  return (
    <section className="lot-series stack-sm" aria-labelledby="lot-series-title">
      <h2 className="lot-series__title" id="lot-series-title">
        {t`Recurring bookings`}
      </h2>
      <ul className="lot-series__list">
        {series.map((s) => {
          const open = s.reservations.filter((r) => s.remaining.includes(r.date));
          const registration = s.automobile_registration;
          return (
            <li key={s.id} className="lot-series__item card" data-series-id={s.id}>
              <details>
                <summary className="lot-series__summary">
                  <span className="lot-series__head row">
                    <Repeat size={16} aria-hidden="true" />
                    <span className="lot-series__when">{weekdaysLabel(i18n, s.weekdays)}</span>
                    <span className="tabular">
                      {s.from}–{s.to}
                    </span>
                  </span>
                  <span className="lot-series__meta row text-sm">
                    <Car size={16} aria-hidden="true" />
                    <span className="registration">{registration}</span>
                    <span className="muted">{t`Remaining: ${i18n._(dateCount(s.remaining.length))}`}</span>
                  </span>
                  <ChevronDown className="lot-series__chevron" size={18} aria-hidden="true" />
                </summary>
                <ul className="lot-series__dates" aria-label={t`Remaining dates of ${registration}`}>
                  {open.map((r) => (
                    <li key={r.reservation_id}>
                      <Link
                        to="/reservations/$reservationId"
                        params={{ reservationId: String(r.reservation_id) }}
                        className="lot-series__date tabular"
                      >
                        {dayLabel(i18n, r.date)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
