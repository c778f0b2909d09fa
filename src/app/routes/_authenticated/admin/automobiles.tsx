import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useAdminList } from '../../../features/admin/api/admin-api';
import { adminSearchParser, PER_PAGE, type AdminSearch } from '../../../features/admin/api/admin-search';
import { AdminList } from '../../../features/admin/components/admin-list';
import { AdminScreen } from '../../../features/admin/components/admin-screen';
import { AutomobileDetail } from '../../../features/admin/components/automobile-detail';

export const Route = createFileRoute('/_authenticated/admin/automobiles')({
  validateSearch: adminSearchParser(['user_id']),
  component: AdminAutomobilesPage,
});

function AdminAutomobilesPage() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const go = (next: AdminSearch) => void navigate({ search: next });
  const { id, ...params } = search;
  const query = useAdminList('automobiles', { ...params, per_page: PER_PAGE });
  return (
    <AdminScreen title={t`Automobiles`} subtitle={t`Administration`}>
      <AdminList
        search={search}
        onSearch={go}
        query={query}
        searchLabel={t`Registration, make or owner`}
        filterLabels={{ user_id: t`Owner` }}
        sorts={[
          { value: '', label: t`Registration number` },
          { value: 'make', label: t`Make` },
          { value: 'owner', label: t`Owner` },
        ]}
        columns={[
          { label: t`Registration number`, render: (a) => a.registration_number },
          { label: t`Make`, render: (a) => [a.make, a.model].filter(Boolean).join(' ') || '—' },
          { label: t`Owner`, render: (a) => a.owner_name, width: '1.4fr' },
          { label: t`VIN`, render: (a) => a.vin ?? '—', width: '1.4fr' },
        ]}
        rowKey={(a) => a.id}
        onOpen={(a) => go({ ...search, id: a.id })}
      />
      {id ? <AutomobileDetail id={id} onClose={() => go({ ...search, id: undefined })} /> : null}
    </AdminScreen>
  );
}
