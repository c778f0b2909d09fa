import { useIsRestoring, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useState, type ReactNode } from 'react';
import { persistOptions } from './query-persister';

/**
 * Route loaders prefetch outside React: started before the saved cache is back, an offline
 * prefetch would wait for the network forever. The screens render once the restore is done
 * (a few milliseconds of IndexedDB).
 */
function AfterRestore({ children }: { children: ReactNode }) {
  return useIsRestoring() ? null : children;
}

/** The query client, with the user's data restored from and saved to IndexedDB. */
export function PersistedQueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  const [options] = useState(() => persistOptions(client));
  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={options}
      onSuccess={() => {
        performance.mark('ll:restored');
      }}
    >
      <AfterRestore>{children}</AfterRestore>
    </PersistQueryClientProvider>
  );
}
