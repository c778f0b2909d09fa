import { queryOptions } from '@tanstack/react-query';
import { session } from '../../../lib/api';
import { call } from '../../../lib/api-call';
import type { SessionUser } from '../../../lib/session-store';

/** GET /user: loads the signed-in user into the session. */
export async function fetchCurrentUser(): Promise<SessionUser> {
  const user = await call('GET /user');
  session.setUser(user);
  return user;
}

export const currentUserKeys = { all: ['current-user'] as const };

/** Refreshes the signed-in user (e.g. the account screen shows fresh locations). */
export const currentUserQuery = () =>
  queryOptions({ queryKey: currentUserKeys.all, queryFn: fetchCurrentUser, staleTime: 0 });
