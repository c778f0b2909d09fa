import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AutomobileContract } from '../../../../domain/contracts/automobiles';
import { call } from '../../../lib/api-call';
import { unwrapData } from '../../../lib/api-client';

export type Automobile = AutomobileContract;

/** Query keys of the automobiles feature: one factory, so the persisted cache stays stable. */
export const automobileKeys = {
  all: ['automobiles'] as const,
  mine: () => [...automobileKeys.all, 'mine'] as const,
  detail: (id: number) => [...automobileKeys.all, 'detail', id] as const,
};

/** GET /automobiles: the signed-in user's own automobiles. */
export async function getMyAutomobiles(): Promise<Automobile[]> {
  return unwrapData(await call('GET /automobiles'));
}

export const myAutomobilesQuery = () =>
  queryOptions({ queryKey: automobileKeys.mine(), queryFn: getMyAutomobiles, staleTime: 5 * 60 * 1000 });

export const useMyAutomobiles = () => useQuery(myAutomobilesQuery());

/** GET /automobiles/{id}: one of the user's automobiles (404 for anyone else's). */
export async function getAutomobile(id: number): Promise<Automobile> {
  return unwrapData(await call('GET /automobiles/{id}', { params: { id } }));
}

/** One automobile; shown at once from the (persisted) list while it is fetched fresh. */
export const automobileQuery = (id: number, queryClient?: QueryClient) =>
  queryOptions({
    queryKey: automobileKeys.detail(id),
    queryFn: () => getAutomobile(id),
    placeholderData: () => queryClient?.getQueryData<Automobile[]>(automobileKeys.mine())?.find((a) => a.id === id),
  });

export const useAutomobile = (id: number, queryClient?: QueryClient) => useQuery(automobileQuery(id, queryClient));
