import './reservations.css';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarX2 } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { firstLoadState } from '../../../components/ui/first-load';
import { isAdmin } from '../../../lib/session-store';
import { useSession } from '../../../lib/use-session';
import { type ReservationFilters, defaultReservationFilters, useReservations } from '../api/get-reservations';
import { reservationState } from '../reservation-state';
import { useNow } from '../use-now';
import { ReservationCard } from './reservation-card';

type ReservationListProps = { filters: ReservationFilters; zone: string };

/** The filtered reservations; statuses and actions follow the clock (checked every 15 s). */
export function ReservationList({ filters, zone }: ReservationListProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const session = useSession();
  const now = useNow(15_000);
  const query = useReservations(queryClient, filters);

  const loadState = firstLoadState(query, {
    loading: t`Loading reservations...`,
    error: t`Error!`,
    failed: t`Failed to fetch reservations`,
  });
  if (loadState) return loadState;
  const rows = query.data ?? [];
  // Data fetched after the last tick is judged at least as of its arrival, never by an older clock.
  const judgedAt = new Date(Math.max(now.getTime(), query.dataUpdatedAt));
  if (rows.length === 0) {
    const filtered = JSON.stringify(filters) !== JSON.stringify(defaultReservationFilters);
    return (
      <EmptyState
        icon={CalendarX2}
        title={filtered ? t`No reservations match these filters` : t`No reservations yet`}
        action={
          filtered ? null : (
            <Link to="/" className={buttonClass({ variant: 'primary' })}>
              {t`Find a parking lot`}
            </Link>
          )
        }
      >
        {filtered ? null : (
          <p className="muted">{t`Reservations you make, and those made on your parking lots, appear here.`}</p>
        )}
      </EmptyState>
    );
  }
  return (
    <div className="reservation-list" aria-busy={query.isFetching || undefined}>
      {rows.map((reservation) => (
        <ReservationCard
          key={reservation.id}
          reservation={reservation}
          zone={zone}
          state={reservationState(reservation, judgedAt, zone, isAdmin(session))}
        />
      ))}
    </div>
  );
}
