import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditEntryContract } from '../../../../domain/contracts/audit';
import type { PageMeta } from '../../../../domain/contracts/common';
import { api, session } from '../../../lib/api';
import type { SearchParams } from '../../../lib/api-client';

/** The admin areas, each with its list at /api/admin/<area>. */
export type AdminArea =
  'users' | 'automobiles' | 'reservations' | 'transactions' | 'parking-lots' | 'locations' | 'audit';

export type AuditEntry = AuditEntryContract;
export type Paged<T> = { data: T[]; meta: PageMeta };

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

export const adminListQuery = <T>(area: AdminArea, params: Record<string, string | number | undefined>) => {
  const searchParams = clean(params);
  return queryOptions({
    queryKey: adminKeys.list(area, searchParams),
    queryFn: () => api.get<T>(`admin/${area}`, { searchParams: searchParams as SearchParams }),
  });
};

export const useAdminList = <T>(area: AdminArea, params: Record<string, string | number | undefined>) =>
  useQuery({ ...adminListQuery<T>(area, params), placeholderData: keepPreviousData });

export const useAdminDetail = <T>(area: AdminArea, id: number | undefined) =>
  useQuery({
    queryKey: adminKeys.detail(area, id ?? 0),
    queryFn: async () => (await api.get<{ data: T }>(`admin/${area}/${id}`)).data,
    enabled: id !== undefined,
  });

type Write = { method: 'post' | 'put' | 'delete'; path: string; json?: unknown; headers?: Record<string, string> };

/**
 * An admin write; afterwards every admin list and detail of the area (and of `also`, and the
 * audit) reload.
 */
export function useAdminWrite<T = unknown>(area: AdminArea, also: AdminArea[] = []) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ method, path, json, headers }: Write) => api[method]<T>(`admin/${path}`, { json, headers }),
    onSuccess: async () => {
      await Promise.all(
        [area, ...also, 'audit' as const].map((a) => client.invalidateQueries({ queryKey: adminKeys.area(a) })),
      );
    },
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
