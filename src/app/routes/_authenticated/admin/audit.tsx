import { useLingui } from '@lingui/react/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { displayDateTime } from '../../../components/ui/date-time/date-time-field';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { useAdminList, type AuditEntry, type Paged } from '../../../features/admin/api/admin-api';
import { adminSearchParser, filterSetter, PER_PAGE, type AdminSearch } from '../../../features/admin/api/admin-search';
import { AdminList } from '../../../features/admin/components/admin-list';
import { AdminScreen } from '../../../features/admin/components/admin-screen';
import { DayRangeFilter } from '../../../features/admin/components/day-range-filter';

export const Route = createFileRoute('/_authenticated/admin/audit')({
  validateSearch: adminSearchParser(['admin_id', 'target_type', 'target_id', 'from', 'to']),
  component: AdminAuditPage,
});

const screens = {
  user: '/admin/users',
  automobile: '/admin/automobiles',
  reservation: '/admin/reservations',
  parking_lot: '/admin/parking-lots',
  location: '/admin/locations',
} as const;

const show = (values: Record<string, unknown> | null) =>
  values
    ? Object.entries(values)
        .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
        .join(', ')
    : '—';

function AdminAuditPage() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const open = useNavigate();
  const go = (next: AdminSearch) => void navigate({ search: next });
  const { id: _id, q, ...params } = search;
  const targetId = params.target_id ?? (q && /^\d+$/.test(q) ? q : undefined);
  const query = useAdminList<Paged<AuditEntry>>('audit', { ...params, target_id: targetId, per_page: PER_PAGE });
  const set = filterSetter(search, go);
  const targets: Record<string, string> = {
    user: t`User`,
    automobile: t`Automobile`,
    reservation: t`Reservation`,
    parking_lot: t`Parking lot`,
    location: t`Location`,
  };
  return (
    <AdminScreen title={t`Audit log`} subtitle={t`Administration`}>
      <AdminList
        search={search}
        onSearch={go}
        query={query}
        searchLabel={t`Target id`}
        sorts={[{ value: '', label: t`Newest first` }]}
        filters={
          <>
            <Select
              label={t`Target`}
              value={String(search.target_type ?? '')}
              onChange={set('target_type')}
              options={[
                { value: '', label: t`All` },
                ...Object.entries(targets).map(([value, label]) => ({ value, label })),
              ]}
            />
            <TextField
              label={t`Administrator id`}
              inputMode="numeric"
              value={String(search.admin_id ?? '')}
              onChange={set('admin_id')}
            />
            <DayRangeFilter search={search} onSearch={go} />
          </>
        }
        columns={[
          { label: t`Date`, render: (e) => displayDateTime(e.created_at), width: '1.1fr' },
          { label: t`Administrator`, render: (e) => e.admin_name ?? '—' },
          { label: t`Action`, render: (e) => e.action },
          { label: t`Target`, render: (e) => `${targets[e.target_type] ?? e.target_type} #${e.target_id}` },
          { label: t`Change`, render: (e) => `${show(e.before)} → ${show(e.after)}`, width: '2fr' },
        ]}
        rowKey={(e) => e.id}
        onOpen={(e) => void open({ to: screens[e.target_type], search: { id: e.target_id } })}
      />
    </AdminScreen>
  );
}
