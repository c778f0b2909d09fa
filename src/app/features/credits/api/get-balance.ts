import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { creditKeys } from '../../../lib/query-keys';

/** GET /credits: the signed-in user's balance (1 credit = 1 minute of parking). */
export const getBalance = async (): Promise<number> => (await api.get<{ balance: number }>('credits')).balance;

export const balanceQuery = () => queryOptions({ queryKey: creditKeys.balance(), queryFn: getBalance });

export const useBalance = () => useQuery(balanceQuery());
