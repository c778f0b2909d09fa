import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { PageHeader } from '../../components/ui/page-header';
import { useAppConfig } from '../../lib/app-config';
import { balanceQuery } from '../../features/credits/api/get-balance';
import { creditOffersQuery } from '../../features/credits/api/top-up';
import { myCreditRequestsQuery } from '../../features/credits/api/credit-requests';
import {
  defaultTransactionFilters,
  parseTransactionFilters,
  type TransactionFilters,
  transactionsQuery,
} from '../../features/credits/api/get-transactions';
import { BalanceCard } from '../../features/credits/components/balance-card';
import { CheckoutOutcome } from '../../features/credits/components/checkout-outcome';
import { RequestCreditsCard } from '../../features/credits/components/request-credits-card';
import { TopUpCard } from '../../features/credits/components/top-up-card';
import { TransactionFiltersBar } from '../../features/credits/components/transaction-filters';
import { TransactionList } from '../../features/credits/components/transaction-list';
import type { EarningsGroup } from '../../features/credits/api/get-earnings';
import { EarningsCard } from '../../features/credits/components/earnings-card';
import { useMyParkingLots } from '../../features/parking-lots/api/get-my-parking-lots';

type CreditsSearch = Partial<TransactionFilters> & {
  checkout?: 'success' | 'cancelled';
  session_id?: string;
  earnings?: EarningsGroup;
};

/** The history's filters, and the way back from Stripe Checkout (?checkout=success&session_id=...). */
function parseCreditsSearch(search: Record<string, unknown>): CreditsSearch {
  const out: CreditsSearch = parseTransactionFilters(search);
  if (search.checkout === 'success' || search.checkout === 'cancelled') out.checkout = search.checkout;
  if (typeof search.session_id === 'string' && /^cs_\w{1,200}$/.test(search.session_id))
    out.session_id = search.session_id;
  if (search.earnings === 'week' || search.earnings === 'month') out.earnings = search.earnings;
  return out;
}

export const Route = createFileRoute('/_authenticated/credits')({
  validateSearch: parseCreditsSearch,
  loaderDeps: ({ search }) => parseTransactionFilters(search),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(balanceQuery());
    void context.queryClient.prefetchQuery(creditOffersQuery());
    void context.queryClient.prefetchQuery(myCreditRequestsQuery());
    void context.queryClient.prefetchInfiniteQuery(transactionsQuery({ ...defaultTransactionFilters, ...deps }));
  },
  component: CreditsPage,
});

function CreditsPage() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const filters = useMemo<TransactionFilters>(
    () => ({ ...defaultTransactionFilters, ...parseTransactionFilters(search) }),
    [search],
  );
  const zone = useAppConfig().data?.timezone ?? 'Europe/Bucharest';
  const setFilters = useCallback(
    (next: TransactionFilters) =>
      void navigate({ search: { ...parseTransactionFilters(next), earnings: search.earnings }, replace: true }),
    [navigate, search.earnings],
  );
  // Earnings are for owners: anyone with at least one lot (the list is cached for the lots screen).
  const ownsLots = (useMyParkingLots().data?.length ?? 0) > 0;
  const keepFilters = { ...parseTransactionFilters(search), earnings: search.earnings };
  return (
    <div className="page">
      <PageHeader title={t`Credits`} />
      {search.checkout ? (
        <CheckoutOutcome
          outcome={search.checkout}
          sessionId={search.session_id}
          onDismiss={() => void navigate({ search: parseTransactionFilters(search), replace: true })}
        />
      ) : null}
      <BalanceCard />
      <TopUpCard />
      <RequestCreditsCard />
      {ownsLots ? (
        <EarningsCard
          group={search.earnings ?? 'day'}
          onGroup={(group) =>
            void navigate({
              search: { ...keepFilters, earnings: group === 'day' ? undefined : group },
              replace: true,
              resetScroll: false,
            })
          }
        />
      ) : null}
      <TransactionFiltersBar value={filters} onChange={setFilters} />
      <TransactionList filters={filters} zone={zone} />
    </div>
  );
}
