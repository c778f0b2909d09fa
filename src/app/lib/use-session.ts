import { useSyncExternalStore } from 'react';
import { session } from './api';
import type { Session } from './session-store';

/** The current session; re-renders on sign-in, sign-out, token refresh and user changes. */
export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
