import './parking-lots.css';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CalendarClock, ChevronRight } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { StatusPill } from '../../../components/ui/status-pill';
import { errorMessage } from '../../../lib/api-error';
import { useLotReservations } from '../api/get-lot-reservations';
import type { ParkingLot } from '../api/parking-lot-types';
import { formatPeriod } from '../format-period';

const fetchFailed = msg`Failed to fetch reservations`;

/** The lot's upcoming received reservations (scheduled or active), earliest first. */
export function LotReservations({ lot }: { lot: Pick<ParkingLot, 'id' | 'identifier'> }) {
  const { t, i18n } = useLingui();
  const reservations = useLotReservations(lot);
  const title = t`Upcoming reservations`;
  // The target of "See them" links (#lot-reservations).
  const id = 'lot-reservations';

  if (reservations.isPending)
    return (
      <Card title={title} id={id}>
        <SpinnerBlock label={t`Loading reservations...`} />
      </Card>
    );
  if (!reservations.data) {
    return (
      <Card title={title} id={id}>
        <Alert tone="error">{errorMessage(reservations.error, i18n._(fetchFailed))}</Alert>
      </Card>
    );
  }
  if (reservations.data.length === 0) {
    return (
      <Card title={title} id={id}>
        <EmptyState icon={CalendarClock} title={t`No upcoming reservations`}>
          {t`Reservations drivers make on this lot appear here.`}
        </EmptyState>
      </Card>
    );
  }
  return (
    <Card title={title} flush id={id}>
      <ul className="list" aria-label={title}>
        {reservations.data.map((r) => (
          <li key={r.id}>
            <Link
              to="/reservations/$reservationId"
              params={{ reservationId: String(r.id) }}
              className="list__item list-link"
            >
              <div className="list__text">
                <p className="row">
                  <strong className="plate">{r.automobile_registration}</strong>
                  {r.status === 'active' ? (
                    <StatusPill tone="success">{t`Active`}</StatusPill>
                  ) : (
                    <StatusPill tone="info">{t`Scheduled`}</StatusPill>
                  )}
                </p>
                <p className="text-sm tabular">{formatPeriod(r.start_time, r.end_time, '')}</p>
                {r.made_by ? (
                  <p className="text-sm muted">{[r.made_by, r.visitor_phone || r.phone].filter(Boolean).join(' · ')}</p>
                ) : null}
              </div>
              <ChevronRight size={20} aria-hidden="true" className="muted" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
