import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';
import { creditKeys } from '../../../lib/query-keys';

/** How long a fetched balance is shown without asking again. */
const BALANCE_FRESH_MS = 2_000;

/** GET /credits: the signed-in user's balance (1 credit = 1 minute of parking). */
export const getBalance = async (): Promise<number> => (await call('GET /credits')).balance;

/**
 * Asked again whenever a screen shows it, unless it was fetched in the last two seconds (the
 * route loader's own fetch, a moment before the screen mounts), even when a copy under the
 * 30 s default came back from the device's saved cache: a reload, or the way back from Stripe
 * Checkout, must not show a balance from before the last payment. The saved copy shows
 * meanwhile (and offline).
 */
export const balanceQuery = () =>
  queryOptions({ queryKey: creditKeys.balance(), queryFn: getBalance, staleTime: BALANCE_FRESH_MS });

export const useBalance = () => useQuery(balanceQuery());
