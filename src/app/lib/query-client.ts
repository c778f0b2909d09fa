import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { noteAnsweredCall, noteFailedCall } from './server-reachability';

/**
 * Server state. A failed call is retried once unless the server answered with a client
 * error (4xx: retrying cannot help); data stays fresh for 30 s so screens switch instantly.
 * Every query's outcome tells whether the server can be reached (lib/server-reachability.ts).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: noteFailedCall, onSuccess: noteAnsweredCall }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 24 * 60 * 60 * 1000,
        retry: (failureCount, error) => {
          // Each failed attempt, not only the last: screens show their saved data during the retry.
          noteFailedCall(error);
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
        refetchOnWindowFocus: false,
      },
      // A change sent with no signal fails at once with a clear message (the form keeps what
      // was typed) rather than waiting, paused, to fire minutes later.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
