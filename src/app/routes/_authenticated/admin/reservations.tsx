import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { displayDateTime } from '../../../components/ui/date-time/date-time-field';
import type { AdminReservationContract } from '../../../../domain/contracts/admin-ledger';
import { Select } from '../../../components/ui/select';
import { StatusPill } from '../../../components/ui/status-pill';
import { useAdminList, type Paged } from '../../../features/admin/api/admin-api';
import { adminSearchParser, filterSetter, PER_PAGE, type AdminSearch } from '../../../features/admin/api/admin-search';
import { AdminList } from '../../../features/admin/components/admin-list';
import { AdminScreen } from '../../../features/admin/components/admin-screen';
import { DayRangeFilter } from '../../../features/admin/components/day-range-filter';
import { ReservationDetail } from '../../../features/admin/components/reservation-detail';
import { awaitingDecision } from '../../../features/admin/components/report-awaiting';
import { useStatusLabels } from '../../../features/admin/components/status-labels';

export const Route = createFileRoute('/_authenticated/admin/reservations')({
  validateSearch: adminSearchParser(['status', 'reported', 'parking_lot_id', 'user_id', 'registration', 'from', 'to']),
  component: AdminReservationsPage,
});

function AdminReservationsPage() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const go = (next: AdminSearch) => void navigate({ search: next });
  const labels = useStatusLabels();
  const { id, ...params } = search;
  const query = useAdminList<Paged<AdminReservationContract>>('reservations', { ...params, per_page: PER_PAGE });
  const set = filterSetter(search, go);
  const reportPill = (report: NonNullable<AdminReservationContract['report']>) =>
    awaitingDecision(report) ? t`Reported · awaiting decision` : t`Reported`;
  return (
    <AdminScreen title={t`Reservations`} subtitle={t`Administration`}>
      <AdminList
        search={search}
        onSearch={go}
        query={query}
        searchLabel={t`Registration, parking lot or driver`}
        filterLabels={{ parking_lot_id: t`Parking lot`, user_id: t`Driver`, from: t`From`, to: t`To` }}
        sorts={[
          { value: '', label: t`Newest start first` },
          { value: 'start_time', label: t`Oldest start first` },
          { value: '-created_at', label: t`Newest booking first` },
        ]}
        filters={
          <>
            <Select
              label={t`Status`}
              value={String(search.status ?? '')}
              onChange={set('status')}
              options={[
                { value: '', label: t`All` },
                ...Object.entries(labels).map(([value, label]) => ({ value, label })),
              ]}
            />
            <Select
              label={t`Spot taken`}
              value={String(search.reported ?? '')}
              onChange={set('reported')}
              options={[
                { value: '', label: t`All` },
                { value: 'any', label: t({ message: 'Reported', context: 'reservations filter' }) },
                { value: 'awaiting', label: t({ message: 'To decide', context: 'reservations filter' }) },
              ]}
            />
            <DayRangeFilter search={search} onSearch={go} />
          </>
        }
        columns={[
          { label: t`Parking lot`, render: (r) => `${r.parking_lot_identifier} · #${r.id}` },
          { label: t`Registration`, render: (r) => r.automobile_registration },
          { label: t`Driver`, render: (r) => r.user_name },
          { label: t`Start`, render: (r) => displayDateTime(r.start_time), width: '1.2fr' },
          {
            label: t`Status`,
            render: (r) => (
              <>
                {labels[r.status]}
                {r.report ? (
                  <>
                    {' '}
                    <StatusPill tone="warning">{reportPill(r.report)}</StatusPill>
                  </>
                ) : null}
              </>
            ),
          },
        ]}
        rowKey={(r) => r.id}
        onOpen={(r) => go({ ...search, id: r.id })}
      />
      {id ? <ReservationDetail id={id} onClose={() => go({ ...search, id: undefined })} /> : null}
    </AdminScreen>
  );
}
