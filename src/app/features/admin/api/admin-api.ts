import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminReservationContract,
  AdminReservationDetailContract,
  AdminTransactionContract,
  AdminTransactionListContract,
} from '../../../../domain/contracts/admin-ledger';
import type {
  AdminAutomobileContract,
  AdminAutomobileDetailContract,
  AdminLocationContract,
  AdminLocationDetailContract,
  AdminLotContract,
  AdminLotDetailContract,
} from '../../../../domain/contracts/admin-records';
import type { AdminUserContract, AdminUserDetailContract } from '../../../../domain/contracts/admin-users';
import type { AuditEntryContract } from '../../../../domain/contracts/audit';
import type { PageMeta } from '../../../../domain/contracts/common';
import type { LocationPayload } from '../../../../domain/parking-lot';
import type { EndpointKey } from '../../../../domain/contracts/endpoints';
import { api, session } from '../../../lib/api';
import { call, type CallRequest } from '../../../lib/api-call';
import type { SearchParams } from '../../../lib/api-client';

export type AuditEntry = AuditEntryContract;
export type Paged<T> = { data: T[]; meta: PageMeta };

/**
 * What each admin area answers (its list at /api/admin/<area>, one record at
 * /api/admin/<area>/{id}), from the contracts: a caller names the area, never the answer's type.
 */
type AreaShapes = {
  users: { row: AdminUserContract; list: Paged<AdminUserContract>; detail: AdminUserDetailContract };
  automobiles: {
    row: AdminAutomobileContract;
    list: Paged<AdminAutomobileContract>;
    detail: AdminAutomobileDetailContract;
  };
  reservations: {
    row: AdminReservationContract;
    list: Paged<AdminReservationContract>;
    detail: AdminReservationDetailContract;
  };
  transactions: { row: AdminTransactionContract; list: AdminTransactionListContract; detail: never };
  'parking-lots': { row: AdminLotContract; list: Paged<AdminLotContract>; detail: AdminLotDetailContract };
  locations: { row: AdminLocationContract; list: Paged<AdminLocationContract>; detail: AdminLocationDetailContract };
  audit: { row: AuditEntry; list: Paged<AuditEntry>; detail: never };
};

export type AdminArea = keyof AreaShapes;
/** A row of an area's list. */
export type AdminRow<A extends AdminArea> = AreaShapes[A]['row'];
export type AdminDetail<A extends AdminArea> = AreaShapes[A]['detail'];

const adminKeys = {
  all: ['admin'] as const,
  area: (area: AdminArea) => ['admin', area] as const,
  list: (area: AdminArea, params: Record<string, string>) => ['admin', area, 'list', params] as const,
  detail: (area: AdminArea, id: number) => ['admin', area, 'detail', id] as const,
};

const clean = (params: Record<string, string | number | undefined>) =>
  Object.fromEntries(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );

export const adminListQuery = <A extends AdminArea>(area: A, params: Record<string, string | number | undefined>) => {
  const searchParams = clean(params);
  return queryOptions({
    queryKey: adminKeys.list(area, searchParams),
    queryFn: () => api.get<AreaShapes[A]['list']>(`admin/${area}`, { searchParams: searchParams as SearchParams }),
  });
};

export const useAdminList = <A extends AdminArea>(area: A, params: Record<string, string | number | undefined>) =>
  useQuery({ ...adminListQuery(area, params), placeholderData: keepPreviousData });

export const useAdminDetail = <A extends AdminArea>(area: A, id: number | undefined) =>
  useQuery({
    queryKey: adminKeys.detail(area, id ?? 0),
    queryFn: async () => (await api.get<{ data: AdminDetail<A> }>(`admin/${area}/${id}`)).data,
    enabled: id !== undefined,
  });

/** The administrators' writes of the endpoint table, each with its own typed body. */
type AdminWriteKey = Extract<EndpointKey, `${'POST' | 'PUT' | 'DELETE'} /admin/${string}`>;
type Write = { [K in AdminWriteKey]: { endpoint: K } & CallRequest<K> }[AdminWriteKey];

/**
 * An admin write; afterwards every admin list and detail of the area (and of `also`, and the
 * audit) reload.
 */
export function useAdminWrite(area: AdminArea, also: AdminArea[] = []) {
  const reload = useAreaReload(area, also);
  return useMutation({
    mutationFn: ({ endpoint, ...request }: Write) => call(endpoint, request as never),
    onSuccess: reload,
  });
}

function useAreaReload(area: AdminArea, also: AdminArea[]) {
  const client = useQueryClient();
  return async () => {
    await Promise.all(
      [area, ...also, 'audit' as const].map((a) => client.invalidateQueries({ queryKey: adminKeys.area(a) })),
    );
  };
}

/** POST /admin/locations, or PUT /admin/locations/{id}: the saved location's detail. */
export function useSaveLocation() {
  const reload = useAreaReload('locations', []);
  return useMutation({
    mutationFn: async ({ id, json }: { id?: number; json: { [K in keyof LocationPayload]: unknown } }) =>
      (
        await (id === undefined
          ? api.post<{ data: AdminLocationDetailContract }>('admin/locations', { json })
          : api.put<{ data: AdminLocationDetailContract }>(`admin/locations/${id}`, { json }))
      ).data,
    onSuccess: reload,
  });
}

/** Downloads GET /admin/transactions?format=csv (filtered) as a file. */
export async function downloadTransactionsCsv(params: Record<string, string | number | undefined>, language: string) {
  const query = new URLSearchParams({ ...clean(params), format: 'csv' });
  query.delete('page');
  query.delete('per_page');
  const base = import.meta.env.VITE_API_BASE ?? '/api';
  const response = await fetch(`${base}/admin/transactions?${query.toString()}`, {
    headers: { Authorization: `Bearer ${session.get().accessToken ?? ''}`, 'Accept-Language': language },
  });
  if (!response.ok) throw new Error(`CSV export failed: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'transactions.csv';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
