import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Select } from '../../../components/ui/select';
import { useAdminList } from '../../../features/admin/api/admin-api';
import { adminSearchParser, PER_PAGE, type AdminSearch } from '../../../features/admin/api/admin-search';
import { AdminList } from '../../../features/admin/components/admin-list';
import { AdminScreen } from '../../../features/admin/components/admin-screen';
import { LocationDetail } from '../../../features/admin/components/location-detail';
import { LocationForm } from '../../../features/admin/components/location-form';

export const Route = createFileRoute('/_authenticated/admin/locations')({
  validateSearch: adminSearchParser(['access', 'new']),
  component: AdminLocationsPage,
});

function AdminLocationsPage() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const go = (next: AdminSearch) => void navigate({ search: next });
  const { id, new: creating, ...params } = search;
  const query = useAdminList('locations', { ...params, per_page: PER_PAGE });
  return (
    <AdminScreen
      title={t`Locations`}
      subtitle={t`Administration`}
      actions={
        <Button size="sm" icon={<Plus size={16} aria-hidden="true" />} onClick={() => go({ ...search, new: '1' })}>
          {t`New location`}
        </Button>
      }
    >
      <AdminList
        search={search}
        onSearch={go}
        query={query}
        searchLabel={t`Title or address`}
        sorts={[
          { value: '', label: t`Title` },
          { value: '-created_at', label: t`Newest first` },
        ]}
        filters={
          <Select
            label={t`Access`}
            value={String(search.access ?? '')}
            onChange={(v) => go({ ...search, access: v || undefined, page: undefined })}
            options={[
              { value: '', label: t`All` },
              { value: 'public', label: t`Public` },
              { value: 'restricted', label: t`Restricted` },
            ]}
          />
        }
        columns={[
          { label: t`Title`, render: (l) => l.title, width: '1.4fr' },
          { label: t`Address`, render: (l) => l.address ?? '—', width: '1.6fr' },
          { label: t`Access`, render: (l) => (l.access === 'restricted' ? t`Restricted` : t`Public`) },
          { label: t`Parking lots`, render: (l) => l.parking_lots_count, width: '0.6fr' },
        ]}
        rowKey={(l) => l.id}
        onOpen={(l) => go({ ...search, id: l.id })}
      />
      {creating ? (
        <Dialog open onClose={() => go({ ...search, new: undefined })} title={t`New location`} dismissible wide>
          <LocationForm
            onSaved={(newId) => go({ ...search, new: undefined, id: newId })}
            onCancel={() => go({ ...search, new: undefined })}
          />
        </Dialog>
      ) : null}
      {id ? <LocationDetail id={id} onClose={() => go({ ...search, id: undefined })} /> : null}
    </AdminScreen>
  );
}
