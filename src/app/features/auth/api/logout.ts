import { api, session } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';

/** GET /logout revokes the session on the server; this browser forgets it whatever the answer. */
export async function logout(): Promise<void> {
  try {
    await api.get('logout');
  } catch (err) {
    console.warn('Logout call failed; signing out locally anyway', err);
  } finally {
    session.clear();
    queryClient.clear();
  }
}
