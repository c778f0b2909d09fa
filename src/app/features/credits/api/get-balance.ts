import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';
import { creditKeys } from '../../../lib/query-keys';

/** GET /credits: the signed-in user's balance (1 credit = 1 minute of parking). */
export const getBalance = async (): Promise<number> => (await call('GET /credits')).balance;

export const balanceQuery = () => queryOptions({ queryKey: creditKeys.balance(), queryFn: getBalance });

export const useBalance = () => useQuery(balanceQuery());
