import './reservation-series.css';
import { useLingui } from '@lingui/react/macro';
import { Car, Clock, Repeat } from 'lucide-react';
import { useState } from 'react';
import { RENEWAL_WEEKS } from '../../../../domain/reservation-series';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-error';
import { creditCount } from '../../../lib/counts';
import { dateCount, dayLabel, weekdaysLabel } from '../../../lib/series-days';
import { useSetSeriesRenew } from '../api/change-series';
import type { ReservationSeries } from '../api/get-series';
import { SeriesCancelDialog, type SeriesCancel } from './series-cancel-dialog';

/** How many of the dates to come a card lists (the rest are counted). */
const SHOWN_DATES = 5;

/** One series: where, which car, which days and hours, its next dates, renewal, and its cancels. */
export function SeriesCard({ series: s }: { series: ReservationSeries }) {
  const { t, i18n } = useLingui();
  const renew = useSetSeriesRenew();
  const [cancel, setCancel] = useState<SeriesCancel | null>(null);
  const place = s.place;
  const shown = s.remaining.slice(0, SHOWN_DATES);
  const more = s.remaining.length - shown.length;
  const toggleRenew = (next: boolean) =>
    renew.mutate(
      { id: s.id, renew: next },
      {
        onSuccess: (updated) => toast.success(updated.renew ? t`Renewal on` : t`Renewal off`),
        onError: (error) => toast.error(errorMessage(error, t`Failed to change the renewal`)),
      },
    );
  return (
    <article className="series-card card" aria-labelledby={`series-${s.id}-title`} data-series-id={s.id}>
      <header>
        <h3 className="series-card__title" id={`series-${s.id}-title`}>
          {t`Place ${place}`}
        </h3>
        <p className="series-card__when row">
          <Repeat size={16} aria-hidden="true" />
          <span>{weekdaysLabel(i18n, s.weekdays)}</span>
        </p>
        <p className="row text-sm">
          <Clock size={16} aria-hidden="true" />
          <span className="tabular">
            {s.from}–{s.to}
          </span>
          <Car size={16} aria-hidden="true" />
          <span className="registration">{s.automobile_registration}</span>
        </p>
      </header>
      <div className="stack-sm">
        <p className="text-sm muted">
          {t`Remaining: ${i18n._(dateCount(s.remaining.length))}`} · {i18n._(creditCount(s.remaining_credits))}
        </p>
        <ul className="list series-card__dates" aria-label={t`Remaining dates`}>
          {shown.map((date) => (
            <li key={date} className="series-card__date">
              <span className="tabular">{dayLabel(i18n, date)}</span>
              <Button
                size="sm"
                variant="ghost"
                className="btn--destructive-ghost series-card__cancel"
                onClick={() => setCancel({ date })}
              >
                {t`Cancel`}
                <span className="visually-hidden">: {dayLabel(i18n, date)}</span>
              </Button>
            </li>
          ))}
        </ul>
        {more > 0 ? <p className="text-sm muted">{t`and ${more} more`}</p> : null}
      </div>
      <footer className="series-card__actions">
        <Checkbox
          role="switch"
          label={t`Renews every ${RENEWAL_WEEKS} weeks`}
          checked={s.renew}
          disabled={renew.isPending}
          onChange={toggleRenew}
        />
        <Button size="sm" variant="secondary" className="btn--destructive-ghost" onClick={() => setCancel({})}>
          {t`Cancel the rest`}
        </Button>
      </footer>
      <SeriesCancelDialog series={s} cancel={cancel} onClose={() => setCancel(null)} />
    </article>
  );
}
