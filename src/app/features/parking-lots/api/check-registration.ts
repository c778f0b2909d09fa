import { useMutation } from '@tanstack/react-query';
import type { LotCheckContract } from '../../../../domain/contracts/passes';
import { call } from '../../../lib/api-call';

/** The plate's open reservation on the lot now, or null. */
export type LotCheck = LotCheckContract['data'];

/** GET /parking-lots/{id}/check?registration=: one of the owner's lots only (404 otherwise). */
export async function checkRegistration(lotId: number, registration: string): Promise<LotCheck> {
  const answer = await call('GET /parking-lots/{id}/check', { params: { id: lotId }, searchParams: { registration } });
  return answer.data;
}

/** A look-up asked for on purpose (a button), never cached: the answer is about this minute. */
export const useCheckRegistration = () =>
  useMutation({
    mutationFn: (input: { lotId: number; registration: string }) => checkRegistration(input.lotId, input.registration),
  });
