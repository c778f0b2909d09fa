import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { PageHeader } from '../../components/ui/page-header';
import { useAppConfig } from '../../lib/app-config';
import { balanceQuery } from '../../features/credits/api/get-balance';
import {
  defaultTransactionFilters,
  parseTransactionFilters,
  type TransactionFilters,
  transactionsQuery,
} from '../../features/credits/api/get-transactions';
import { BalanceCard } from '../../features/credits/components/balance-card';
import { TransactionFiltersBar } from '../../features/credits/components/transaction-filters';
import { TransactionList } from '../../features/credits/components/transaction-list';

export const Route = createFileRoute('/_authenticated/credits')({
  validateSearch: parseTransactionFilters,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(balanceQuery());
    void context.queryClient.prefetchInfiniteQuery(transactionsQuery({ ...defaultTransactionFilters, ...deps }));
  },
  component: CreditsPage,
});

function CreditsPage() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const filters = useMemo<TransactionFilters>(() => ({ ...defaultTransactionFilters, ...search }), [search]);
  const zone = useAppConfig().data?.timezone ?? 'Europe/Bucharest';
  const setFilters = useCallback(
    (next: TransactionFilters) => void navigate({ search: parseTransactionFilters(next), replace: true }),
    [navigate],
  );
  return (
    <div className="page">
      <PageHeader title={t`Credits`} />
      <BalanceCard />
      <TransactionFiltersBar value={filters} onChange={setFilters} />
      <TransactionList filters={filters} zone={zone} />
    </div>
  );
}
