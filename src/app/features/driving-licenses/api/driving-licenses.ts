import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { drivingLicenseSchema, licenseCategorySchema } from '../../../../domain/driving-license-schemas';
import type { DrivingLicenseContract, LicenseCategoryContract } from '../../../../domain/contracts/driving-licenses';
import { call } from '../../../lib/api-call';
import type { FormText } from '../../../lib/form-text';
import { unwrapData } from '../../../lib/api-client';

export type DrivingLicense = DrivingLicenseContract;
export type LicenseCategory = LicenseCategoryContract;
/** What the licence and category forms hold and send. */
export type LicensePayload = FormText<z.input<typeof drivingLicenseSchema>>;
export type CategoryPayload = FormText<z.input<typeof licenseCategorySchema>>;

/** One list with the categories inside: it serves every licence screen, and is kept for offline use. */
export const licenseKeys = { all: ['driving-licenses'] as const, mine: () => ['driving-licenses', 'mine'] as const };

export const myLicensesQuery = () =>
  queryOptions({
    queryKey: licenseKeys.mine(),
    queryFn: async () => unwrapData(await call('GET /driving-licenses')),
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
        ? await call('PUT /driving-licenses/{id}', { params: { id }, json: payload })
        : await call('POST /driving-licenses', { json: payload }),
    ),
  );

export const useDeleteLicense = (id: number) =>
  useRefreshAfter(() => call('DELETE /driving-licenses/{id}', { params: { id } }));

export const useSaveCategory = (licenseId: number, id?: number) =>
  useRefreshAfter(async (payload: CategoryPayload) => {
    return unwrapData(
      id
        ? await call('PUT /driving-licenses/{id}/categories/{catId}', {
            params: { id: licenseId, catId: id },
            json: payload,
          })
        : await call('POST /driving-licenses/{id}/categories', { params: { id: licenseId }, json: payload }),
    );
  });

export const useDeleteCategory = (licenseId: number, id: number) =>
  useRefreshAfter(() =>
    call('DELETE /driving-licenses/{id}/categories/{catId}', { params: { id: licenseId, catId: id } }),
  );
