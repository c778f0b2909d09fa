import { useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useAppConfig } from '../../../lib/app-config';
import {
  defaultReservationFilters,
  parseReservationFilters,
  type ReservationFilters,
  reservationsQuery,
} from '../../../features/reservations/api/get-reservations';
import { ReservationFiltersBar } from '../../../features/reservations/components/reservation-filters';
import { ReservationList } from '../../../features/reservations/components/reservation-list';
import { seriesListQuery } from '../../../features/reservation-series/api/get-series';
import { SeriesSection } from '../../../features/reservation-series/components/series-section';
import { NotificationPermissionPrompt } from '../../../features/notifications/components/notification-permission-prompt';

export const Route = createFileRoute('/_authenticated/reservations/')({
  validateSearch: parseReservationFilters,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(
      reservationsQuery(context.queryClient, { ...defaultReservationFilters, ...deps }),
    );
    void context.queryClient.prefetchQuery(seriesListQuery());
  },
  component: ReservationsPage,
});

function ReservationsPage() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const filters = useMemo<ReservationFilters>(() => ({ ...defaultReservationFilters, ...search }), [search]);
  const zone = useAppConfig().data?.timezone ?? 'Europe/Bucharest';
  const setFilters = useCallback(
    (next: ReservationFilters) => void navigate({ search: parseReservationFilters(next), replace: true }),
    [navigate],
  );
  return (
    <div className="page">
      <PageHeader
        title={t`Reservations`}
        actions={
          <Link to="/" className={buttonClass({ variant: 'primary', size: 'sm' })} aria-label={t`New reservation`}>
            <Plus size={18} aria-hidden="true" />
            {t({ message: 'New', context: 'reservation' })}
          </Link>
        }
      />
      <NotificationPermissionPrompt />
      <SeriesSection />
      <ReservationFiltersBar value={filters} onChange={setFilters} />
      <ReservationList filters={filters} zone={zone} />
    </div>
  );
}
