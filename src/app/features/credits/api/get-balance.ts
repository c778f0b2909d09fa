import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';
import { creditKeys } from '../../../lib/query-keys';

/** GET /credits: the signed-in user's balance (1 credit = 1 minute of parking). */
export const getBalance = async (): Promise<number> => (await call('GET /credits')).balance;

/**
 * Asked again whenever a screen shows it (staleTime 0), even when a copy under 30 s old came
 * back from the device's saved cache: a reload, or the way back from Stripe Checkout, must not
 * show a balance from before the last payment. The saved copy shows meanwhile (and offline).
 */
export const balanceQuery = () => queryOptions({ queryKey: creditKeys.balance(), queryFn: getBalance, staleTime: 0 });

export const useBalance = () => useQuery(balanceQuery());
