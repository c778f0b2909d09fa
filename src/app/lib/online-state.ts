import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { isPersistedKey } from './query-persister';

/**
 * TanStack Query assumes "online" until an event says otherwise: a reload with no signal
 * would fire every query and fail. Start from what the browser knows; the manager then
 * follows the online/offline events, and queries refetch by themselves when the signal returns.
 */
export function startOnlineTracking(): void {
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
}

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, isOnline);
}

/** When the data kept for offline use was last fetched (epoch ms), 0 when nothing is kept. */
export function savedDataUpdatedAt(queryClient: QueryClient): number {
  let newest = 0;
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status === 'success' && isPersistedKey(query.queryKey))
      newest = Math.max(newest, query.state.dataUpdatedAt);
  }
  return newest;
}

export function useSavedDataUpdatedAt(): number {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(listener),
    [queryClient],
  );
  const read = useCallback(() => savedDataUpdatedAt(queryClient), [queryClient]);
  return useSyncExternalStore(subscribe, read, read);
}
