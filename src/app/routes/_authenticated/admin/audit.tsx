import { useLingui } from '@lingui/react/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { AdminUserContract } from '../../../../domain/contracts/admin-users';
import type { AdminReservationContract } from '../../../../domain/contracts/admin-ledger';
import type {
  AdminAutomobileContract,
  AdminLocationContract,
  AdminLotContract,
} from '../../../../domain/contracts/admin-records';
import { Select } from '../../../components/ui/select';
import { useAdminList } from '../../../features/admin/api/admin-api';
import { adminSearchParser, PER_PAGE, type AdminSearch } from '../../../features/admin/api/admin-search';
import { useAdminFormat } from '../../../features/admin/components/admin-format';
import { AdminList } from '../../../features/admin/components/admin-list';
import { AdminScreen } from '../../../features/admin/components/admin-screen';
import { AuditChanges } from '../../../features/admin/components/audit-trail';
import { useAuditWords } from '../../../features/admin/components/audit-words';
import { DayRangeFilter } from '../../../features/admin/components/day-range-filter';
import { RecordPicker, type PickedRecord } from '../../../features/admin/components/record-picker';

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
type TargetType = keyof typeof screens;

// Each kind of target is picked from its own list, searched by what people know it by.
const areas = {
  user: 'users',
  automobile: 'automobiles',
  reservation: 'reservations',
  parking_lot: 'parking-lots',
  location: 'locations',
} as const;
const person = (u: AdminUserContract): PickedRecord => ({ id: u.id, label: u.name, detail: u.email });
const describers: Record<TargetType, (row: never) => PickedRecord> = {
  user: person,
  automobile: (a: AdminAutomobileContract) => ({ id: a.id, label: a.registration_number, detail: a.owner_name }),
  reservation: (r: AdminReservationContract) => ({
    id: r.id,
    label: `#${r.id} ${r.parking_lot_identifier}`,
    detail: `${r.automobile_registration} · ${r.user_name}`,
  }),
  parking_lot: (l: AdminLotContract) => ({ id: l.id, label: l.identifier, detail: l.owner_name }),
  location: (l: AdminLocationContract) => ({ id: l.id, label: l.title, detail: l.address ?? undefined }),
};

const idOf = (value: string | number | undefined) => (value === undefined ? undefined : Number(value) || undefined);

function AdminAuditPage() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const open = useNavigate();
  const go = (next: AdminSearch) => void navigate({ search: next });
  const { id: _id, q: _q, ...params } = search;
  const query = useAdminList('audit', { ...params, per_page: PER_PAGE });
  const format = useAdminFormat();
  const words = useAuditWords(format);
  const targetType = (search.target_type && search.target_type in screens ? search.target_type : undefined) as
    TargetType | undefined;
  const placeholders: Record<TargetType, string> = {
    user: t`Name or email`,
    automobile: t`Registration, make or owner`,
    reservation: t`Registration, parking lot or driver`,
    parking_lot: t`Identifier, zone, owner or location`,
    location: t`Title or address`,
  };
  const pickTarget = (value: number | undefined) => go({ ...search, target_id: value, page: undefined });
  return (
    <AdminScreen title={t`Audit log`} subtitle={t`Administration`}>
      <AdminList
        search={search}
        onSearch={go}
        query={query}
        filterLabels={{ admin_id: t`Administrator`, target_id: t`Record`, from: t`From`, to: t`To` }}
        sorts={[{ value: '', label: t`Newest first` }]}
        filters={
          <>
            <RecordPicker
              label={t`Administrator`}
              area="users"
              params={{ is_admin: 'true' }}
              value={idOf(search.admin_id)}
              onChange={(value) => go({ ...search, admin_id: value, page: undefined })}
              describe={person}
              placeholder={t`Name or email`}
            />
            <Select
              label={t`Kind of record`}
              value={targetType ?? ''}
              onChange={(value) =>
                go({ ...search, target_type: value || undefined, target_id: undefined, page: undefined })
              }
              options={[
                { value: '', label: t`All` },
                ...Object.entries(words.kinds).map(([value, label]) => ({ value, label })),
              ]}
            />
            {targetType ? (
              <RecordPicker
                key={targetType}
                label={words.kinds[targetType] ?? t`Record`}
                area={areas[targetType]}
                value={idOf(search.target_id)}
                onChange={pickTarget}
                describe={describers[targetType] as (row: unknown) => PickedRecord}
                placeholder={targetType === 'user' ? t`Name or email` : placeholders[targetType]}
              />
            ) : null}
            <DayRangeFilter search={search} onSearch={go} />
          </>
        }
        columns={[
          { label: t`Date`, render: (e) => format.dateTime(e.created_at), width: '0.8fr' },
          {
            label: t`What happened`,
            render: (e) => {
              const { sentence, changes } = words.describe(e);
              return (
                <>
                  <span className="admin-sentence">{sentence}</span>
                  <AuditChanges changes={changes} />
                </>
              );
            },
            width: '3fr',
            plain: true,
          },
        ]}
        rowKey={(e) => e.id}
        onOpen={(e) => void open({ to: screens[e.target_type], search: { id: e.target_id } })}
      />
    </AdminScreen>
  );
}
