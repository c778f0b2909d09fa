import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EarningsContract, EarningsGroup } from '../../../../domain/contracts/credits';
import { call } from '../../../lib/api-call';
import { creditKeys } from '../../../lib/query-keys';

export type Earnings = EarningsContract;
export type { EarningsGroup };

/** GET /credits/earnings: the owner's payouts per day (14), week (12) or month (12), up to today. */
export const getEarnings = (group: EarningsGroup) => call('GET /credits/earnings', { searchParams: { group } });

export const earningsQuery = (group: EarningsGroup) =>
  queryOptions({
    queryKey: creditKeys.earnings(group),
    queryFn: () => getEarnings(group),
    placeholderData: keepPreviousData,
  });

export const useEarnings = (group: EarningsGroup) => useQuery(earningsQuery(group));
