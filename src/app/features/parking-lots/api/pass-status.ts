import type { PassStatusContract } from '../../../../domain/contracts/pass-checks';
import { call } from '../../../lib/api-call';

/** What the server knows of a pass now: valid, or cancelled when and why. */
export type PassStatus = PassStatusContract;

/** GET /parking-lots/check?token=: a genuine pass of one of the owner's lots (404 for another owner's). */
export async function getPassStatus(token: string): Promise<PassStatus> {
  return (await call('GET /parking-lots/check', { searchParams: { token } })).data;
}
