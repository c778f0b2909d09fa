import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { PaymentContract } from '../../../../domain/contracts/payments';
import { call } from '../../../lib/api-call';
import { creditKeys } from '../../../lib/query-keys';

export type Payment = PaymentContract;

/** GET /credits/packs: the packs on sale (none when the server takes no card payments). */
export const creditOffersQuery = () =>
  queryOptions({
    queryKey: [...creditKeys.all, 'packs'] as const,
    queryFn: async () => (await call('GET /credits/packs')).data,
    staleTime: 5 * 60_000,
  });

export const useCreditOffers = () => useQuery(creditOffersQuery());

/** POST /credits/checkout, then the browser leaves for Stripe's hosted payment page. */
export const useStartCheckout = () =>
  useMutation({
    mutationFn: async (pack: number) => (await call('POST /credits/checkout', { json: { pack } })).url,
    onSuccess: (url) => window.location.assign(url),
  });

/** How long the screen keeps asking before it says the confirmation is late. */
export const CHECKOUT_POLL_LIMIT_MS = 60_000;

/** GET /credits/checkout/{session}: pending until Stripe's webhook has minted the credits; polled briefly. */
export const useCheckoutStatus = (sessionId: string | undefined, since: number) =>
  useQuery({
    queryKey: [...creditKeys.all, 'checkout', sessionId ?? ''] as const,
    queryFn: async () =>
      (await call('GET /credits/checkout/{sessionId}', { params: { sessionId: sessionId ?? '' } })).data,
    enabled: Boolean(sessionId),
    refetchInterval: (query) =>
      query.state.data?.status === 'paid' || Date.now() - since > CHECKOUT_POLL_LIMIT_MS ? false : 1500,
  });

/** GET /payments/{id}: one of my payments (the receipt). */
export const paymentQuery = (id: number) =>
  queryOptions({
    queryKey: [...creditKeys.all, 'payment', id] as const,
    queryFn: async () => (await call('GET /payments/{id}', { params: { id } })).data,
  });

export const usePayment = (id: number) => useQuery(paymentQuery(id));
