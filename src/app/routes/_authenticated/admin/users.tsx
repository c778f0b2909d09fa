import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { StatusPill } from '../../../components/ui/status-pill';
import { Select } from '../../../components/ui/select';
import { useAdminList } from '../../../features/admin/api/admin-api';
import { adminSearchParser, PER_PAGE, type AdminSearch } from '../../../features/admin/api/admin-search';
import { AdminList } from '../../../features/admin/components/admin-list';
import { AdminScreen } from '../../../features/admin/components/admin-screen';
import { UserDetail } from '../../../features/admin/components/user-detail';

export const Route = createFileRoute('/_authenticated/admin/users')({
  validateSearch: adminSearchParser(['is_admin', 'suspended']),
  component: AdminUsersPage,
});

function AdminUsersPage() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const go = (next: AdminSearch) => void navigate({ search: next });
  const { id, ...params } = search;
  const query = useAdminList('users', { ...params, per_page: PER_PAGE });
  const yesNo = [
    { value: '', label: t`All` },
    { value: 'true', label: t`Yes` },
    { value: 'false', label: t`No` },
  ];
  return (
    <AdminScreen title={t`Users`} subtitle={t`Administration`}>
      <AdminList
        search={search}
        onSearch={go}
        query={query}
        searchLabel={t`Name, email or phone`}
        sorts={[
          { value: '', label: t`Name` },
          { value: 'email', label: t`Email` },
          { value: '-created_at', label: t`Newest first` },
        ]}
        filters={
          <>
            <Select
              label={t`Administrators`}
              value={search.is_admin?.toString() ?? ''}
              options={yesNo}
              onChange={(v) => go({ ...search, is_admin: v || undefined, page: undefined })}
            />
            <Select
              label={t`Suspended`}
              value={search.suspended?.toString() ?? ''}
              options={yesNo}
              onChange={(v) => go({ ...search, suspended: v || undefined, page: undefined })}
            />
          </>
        }
        columns={[
          { label: t`Name`, render: (u) => u.name, width: '1.2fr' },
          { label: t`Email`, render: (u) => u.email, width: '1.6fr' },
          { label: t`Phone`, render: (u) => u.phone ?? '—' },
          {
            label: t`Status`,
            render: (u) => (
              <>
                {u.is_admin ? <StatusPill tone="brand">{t`Administrator`}</StatusPill> : null}{' '}
                {u.suspended ? <StatusPill tone="danger">{t`Suspended`}</StatusPill> : null}
              </>
            ),
          },
        ]}
        rowKey={(u) => u.id}
        onOpen={(u) => go({ ...search, id: u.id })}
      />
      {id ? <UserDetail id={id} onClose={() => go({ ...search, id: undefined })} /> : null}
    </AdminScreen>
  );
}
