import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ListTransactionsRequest, TransactionContract } from '../../../../domain/contracts/credits';
import { call } from '../../../lib/api-call';
import { creditKeys } from '../../../lib/query-keys';

export type Transaction = TransactionContract;

/** The history's filters as the screen holds them ('' for none), sent as GET /transactions's query. */
export type TransactionFilters = { type: NonNullable<ListTransactionsRequest['type']> | '' } & Required<
  Pick<{ [K in keyof ListTransactionsRequest]: string }, 'start_date' | 'end_date'>
>;

export const defaultTransactionFilters: TransactionFilters = { type: '', start_date: '', end_date: '' };

const PER_PAGE = 30;

/** GET /transactions: newest first, one page at a time. */
export const getTransactions = (filters: TransactionFilters, page: number) =>
  call('GET /transactions', {
    searchParams: { ...filters, type: filters.type || undefined, page, per_page: PER_PAGE },
  });

export const transactionsQuery = (filters: TransactionFilters) =>
  infiniteQueryOptions({
    queryKey: creditKeys.transactions(filters),
    queryFn: ({ pageParam }) => getTransactions(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta && last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
  });

export const useTransactions = (filters: TransactionFilters) =>
  useInfiniteQuery({ ...transactionsQuery(filters), placeholderData: (previous) => previous });

const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Filters read from the address bar; anything unknown is left out. */
export function parseTransactionFilters(search: Record<string, unknown>): Partial<TransactionFilters> {
  const out: Partial<TransactionFilters> = {};
  if (search.type === 'added' || search.type === 'used') out.type = search.type;
  if (isDay(search.start_date)) out.start_date = search.start_date;
  if (isDay(search.end_date)) out.end_date = search.end_date;
  return out;
}
