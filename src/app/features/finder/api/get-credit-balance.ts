import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { creditKeys } from '../../../lib/query-keys';

export type CreditBalance = { balance: number };

/** GET /credits: the signed-in user's balance, as the server answers it. */
export const getCreditBalance = () => api.get<CreditBalance>('credits');

export const creditBalanceQuery = () => queryOptions({ queryKey: creditKeys.balance(), queryFn: getCreditBalance });

export const useCreditBalance = () => useQuery(creditBalanceQuery());
