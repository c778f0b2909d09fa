import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DrivingLicenseContract, LicenseCategoryContract } from '../../../../domain/contracts/driving-licenses';
import { api } from '../../../lib/api';
import { unwrapData } from '../../../lib/api-client';

export type DrivingLicense = DrivingLicenseContract;
export type LicenseCategory = LicenseCategoryContract;
export type LicensePayload = {
  number: string;
  country_code: string;
  issue_date: string;
  expiry_date: string;
  notes: string;
};
export type CategoryPayload = { category: string; obtained_at: string; expires_at: string };

/** One list with the categories inside: it serves every licence screen, and is kept for offline use. */
export const licenseKeys = { all: ['driving-licenses'] as const, mine: () => ['driving-licenses', 'mine'] as const };

export const myLicensesQuery = () =>
  queryOptions({
    queryKey: licenseKeys.mine(),
    queryFn: async () => unwrapData(await api.get<{ data: DrivingLicense[] }>('driving-licenses')),
    staleTime: 60 * 1000,
  });

export const useMyLicenses = () => useQuery(myLicensesQuery());

function useRefreshAfter<T, V>(mutationFn: (input: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: licenseKeys.all }),
  });
}

export const useSaveLicense = (id?: number) =>
  useRefreshAfter(async (payload: LicensePayload) =>
    unwrapData(
      id
        ? await api.put<{ data: DrivingLicense }>(`driving-licenses/${id}`, { json: payload })
        : await api.post<{ data: DrivingLicense }>('driving-licenses', { json: payload }),
    ),
  );

export const useDeleteLicense = (id: number) => useRefreshAfter(() => api.delete<void>(`driving-licenses/${id}`));

export const useSaveCategory = (licenseId: number, id?: number) =>
  useRefreshAfter(async (payload: CategoryPayload) => {
    const path = `driving-licenses/${licenseId}/categories`;
    return unwrapData(
      id
        ? await api.put<{ data: LicenseCategory }>(`${path}/${id}`, { json: payload })
        : await api.post<{ data: LicenseCategory }>(path, { json: payload }),
    );
  });

export const useDeleteCategory = (licenseId: number, id: number) =>
  useRefreshAfter(() => api.delete<void>(`driving-licenses/${licenseId}/categories/${id}`));
