import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Select } from '../../../components/ui/select';
import { StatusPill } from '../../../components/ui/status-pill';
import { useAdminList } from '../../../features/admin/api/admin-api';
import { adminSearchParser, PER_PAGE, type AdminSearch } from '../../../features/admin/api/admin-search';
import { AdminList } from '../../../features/admin/components/admin-list';
import { AdminScreen } from '../../../features/admin/components/admin-screen';
import { LotDetail } from '../../../features/admin/components/lot-detail';

export const Route = createFileRoute('/_authenticated/admin/parking-lots')({
  validateSearch: adminSearchParser(['available', 'owner_id', 'location_id']),
  component: AdminParkingLotsPage,
});

function AdminParkingLotsPage() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const go = (next: AdminSearch) => void navigate({ search: next });
  const { id, ...params } = search;
  const query = useAdminList('parking-lots', { ...params, per_page: PER_PAGE });
  return (
    <AdminScreen title={t`Parking Lots`} subtitle={t`Administration`}>
      <AdminList
        search={search}
        onSearch={go}
        query={query}
        searchLabel={t`Identifier, zone, owner or location`}
        filterLabels={{ owner_id: t`Owner`, location_id: t`Location` }}
        sorts={[
          { value: '', label: t`Identifier` },
          { value: 'zone', label: t`Zone` },
          { value: '-created_at', label: t`Newest first` },
        ]}
        filters={
          <Select
            label={t`In search`}
            value={String(search.available ?? '')}
            onChange={(v) => go({ ...search, available: v || undefined, page: undefined })}
            options={[
              { value: '', label: t`All` },
              { value: 'true', label: t`Yes` },
              { value: 'false', label: t`No` },
            ]}
          />
        }
        columns={[
          { label: t`Identifier`, render: (l) => l.identifier },
          { label: t`Zone`, render: (l) => l.zone ?? '—' },
          { label: t`Owner`, render: (l) => l.owner_name, width: '1.3fr' },
          { label: t`Location`, render: (l) => l.location_title ?? '—', width: '1.3fr' },
          {
            label: t`In search`,
            render: (l) =>
              l.available && !l.owner_suspended ? (
                <StatusPill tone="success">{t`Yes`}</StatusPill>
              ) : (
                <StatusPill tone="neutral">{t`No`}</StatusPill>
              ),
          },
        ]}
        rowKey={(l) => l.id}
        onOpen={(l) => go({ ...search, id: l.id })}
      />
      {id ? <LotDetail id={id} onClose={() => go({ ...search, id: undefined })} /> : null}
    </AdminScreen>
  );
}
