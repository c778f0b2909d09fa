import { session } from '../../../lib/api';
import { call } from '../../../lib/api-call';
import { queryClient } from '../../../lib/query-client';
import { removePushSubscription } from '../../../lib/web-push';

const within = (ms: number, work: Promise<unknown>) =>
  Promise.race([work, new Promise((resolve) => setTimeout(resolve, ms))]);

/**
 * GET /logout revokes the session on the server; this browser forgets it whatever the answer.
 * First this device's Web Push subscription is removed (the server also drops the pushes of
 * a signed-out session on its own).
 */
export async function logout(): Promise<void> {
  await within(3000, removePushSubscription()).catch((err: unknown) => console.warn('Push unsubscribe failed', err));
  try {
    await call('GET /logout');
  } catch (err) {
    console.warn('Logout call failed; signing out locally anyway', err);
  } finally {
    session.clear();
    queryClient.clear();
  }
}
