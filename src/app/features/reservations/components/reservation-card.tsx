import './reservations.css';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Car, ChevronRight, Phone, User } from 'lucide-react';
import { isOpen } from '../../../../domain/reservation-status';
import { buttonClass } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/dates';
import type { Reservation } from '../api/get-reservations';
import type { ReservationState } from '../reservation-state';
import { ReservationActions } from './reservation-actions';
import { ReservationPills } from './reservation-status-pill';
import { noAddress, placeLine } from '../../../lib/place-line';
import { zoneLabel } from '../../../lib/zone-label';

type ReservationCardProps = { reservation: Reservation; state: ReservationState; zone: string };

/** One row of the reservations list: where, who, when, how much, and what can be done now. */
export function ReservationCard({ reservation: r, state, zone }: ReservationCardProps) {
  const { t, i18n } = useLingui();
  const place = r.place ?? '';
  // The address has its own line below; "no address" only when there is nothing at all.
  const where = placeLine(
    [r.zone ? zoneLabel(r.zone, t`Zone ${r.zone}`) : null, r.location],
    r.address ? '' : i18n._(noAddress),
  );
  const registration = r.automobile_registration ?? '';
  return (
    <article className="reservation-card card stack-md" aria-labelledby={`reservation-${r.id}-title`}>
      <header className="reservation-card__head">
        <div className="reservation-card__title-block">
          <h2 className="reservation-card__title" id={`reservation-${r.id}-title`} elementtiming="reservation-card">
            {t`Place ${place}`}
          </h2>
          {where ? <p className="reservation-card__where">{where}</p> : null}
          {r.address ? <p className="reservation-card__address muted">{r.address}</p> : null}
        </div>
        <ReservationPills reservation={r} status={state.status} className="reservation-card__pills" />
      </header>

      <dl className="reservation-card__facts">
        <div>
          <dt>{t`Start`}</dt>
          <dd className="tabular">{formatDateTime(r.start_time, zone)}</dd>
        </div>
        <div>
          <dt>{t`End`}</dt>
          <dd className="tabular">{formatDateTime(r.end_time, zone)}</dd>
        </div>
        <div>
          <dt>{r.automobile_id ? t`Automobile` : t`Visitor`}</dt>
          <dd className="reservation-card__icon-line">
            <Car size={16} aria-hidden="true" />
            <span className="registration">{registration}</span>
          </dd>
        </div>
        <div>
          <dt>{t`Credits`}</dt>
          <dd className="tabular">
            {t`${r.credits_reserved} reserved`}
            {isOpen(state.status) ? null : ` · ${t`${r.credits_paid} paid`}`}
          </dd>
        </div>
        {r.type === 'received' ? (
          <div className="reservation-card__wide">
            <dt>{t`Made by`}</dt>
            <dd className="reservation-card__icon-line">
              <User size={16} aria-hidden="true" />
              <span>{r.made_by ?? ''}</span>
              {r.phone ? (
                <a className="text-link reservation-card__phone" href={`tel:${r.phone.replace(/\s+/g, '')}`}>
                  <Phone size={14} aria-hidden="true" /> {r.phone}
                </a>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>

      <footer className="reservation-card__actions">
        <ReservationActions reservation={r} state={state} />
        <Link
          to="/reservations/$reservationId"
          params={{ reservationId: String(r.id) }}
          className={buttonClass({ variant: 'ghost', size: 'sm' }, 'reservation-card__view')}
          aria-label={t`View reservation ${place}`}
        >
          {t`View`}
          <ChevronRight size={18} aria-hidden="true" />
        </Link>
      </footer>
    </article>
  );
}
