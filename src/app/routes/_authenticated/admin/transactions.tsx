import '../../../features/admin/components/admin.css';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import { useState } from 'react';
import type { AdminTransactionContract } from '../../../../domain/contracts/admin-ledger';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast-store';
import { downloadTransactionsCsv, useAdminList } from '../../../features/admin/api/admin-api';
import { adminSearchParser, filterSetter, PER_PAGE, type AdminSearch } from '../../../features/admin/api/admin-search';
import { useAdminFormat } from '../../../features/admin/components/admin-format';
import { AdminList } from '../../../features/admin/components/admin-list';
import { AdminScreen } from '../../../features/admin/components/admin-screen';
import { DayRangeFilter } from '../../../features/admin/components/day-range-filter';
import { NumberFilterField } from '../../../features/admin/components/number-filter-field';

export const Route = createFileRoute('/_authenticated/admin/transactions')({
  validateSearch: adminSearchParser(['type', 'user_id', 'reservation_id', 'from', 'to']),
  component: AdminTransactionsPage,
});

function AdminTransactionsPage() {
  const { t, i18n } = useLingui();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const open = useNavigate();
  const go = (next: AdminSearch) => void navigate({ search: next });
  const [exporting, setExporting] = useState(false);
  const { id: _id, ...params } = search;
  const query = useAdminList('transactions', { ...params, per_page: PER_PAGE });
  const set = filterSetter(search, go);
  const format = useAdminFormat();
  const totals = query.data?.totals;
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadTransactionsCsv(params, i18n.locale);
    } catch {
      toast.error(t`The export failed. Try again.`);
    } finally {
      setExporting(false);
    }
  };
  return (
    <AdminScreen
      title={t`Transactions`}
      subtitle={t`Administration`}
      actions={
        <Button
          variant="secondary"
          size="sm"
          icon={<Download size={16} aria-hidden="true" />}
          loading={exporting}
          onClick={() => void exportCsv()}
        >
          {t`Export CSV`}
        </Button>
      }
    >
      <AdminList
        search={search}
        onSearch={go}
        query={query}
        searchLabel={t`User name or email`}
        filterLabels={{ reservation_id: t`Reservation number`, user_id: t`User`, from: t`From`, to: t`To` }}
        sorts={[
          { value: '', label: t`Newest first` },
          { value: 'date', label: t`Oldest first` },
          { value: '-amount', label: t`Largest amount first` },
        ]}
        filters={
          <>
            <Select
              label={t`Type`}
              value={String(search.type ?? '')}
              onChange={set('type')}
              options={[
                { value: '', label: t`All` },
                { value: 'added', label: t`Added` },
                { value: 'used', label: t`Used` },
                { value: 'top_up', label: t`Card top-ups` },
              ]}
            />
            <NumberFilterField
              label={t`Reservation number`}
              value={String(search.reservation_id ?? '')}
              onChange={set('reservation_id')}
            />
            <DayRangeFilter search={search} onSearch={go} />
          </>
        }
        summary={
          totals ? (
            <p className="admin-summary" data-testid="transaction-totals">
              <span>{t`Added: ${format.credits(totals.added)}`}</span>
              <span>{t`Used: ${format.credits(totals.used)}`}</span>
              <span>{t`Fees: ${format.credits(totals.fees)}`}</span>
              <span>{t`Bought by card: ${format.credits(totals.purchased)}`}</span>
            </p>
          ) : null
        }
        columns={[
          { label: t`Date`, render: (x) => format.dateTime(x.date), width: '1.2fr' },
          { label: t`User`, render: (x) => x.user_name },
          { label: t`Amount`, render: (x) => format.movement(x.type, x.amount), width: '0.8fr' },
          { label: t`Description`, render: (x) => <TransactionDescription row={x} />, width: '2fr' },
        ]}
        rowKey={(x) => x.id}
        onOpen={(x) => void open({ to: '/admin/users', search: { id: x.user_id } })}
      />
    </AdminScreen>
  );
}

/** The description, and for a card top-up the Stripe ids to look the payment up in Stripe. */
function TransactionDescription({ row }: { row: AdminTransactionContract }) {
  const { t } = useLingui();
  const payment = row.payment;
  if (!payment) return row.description;
  return (
    <>
      {row.description}
      <span className="admin-stripe-ids" data-testid="stripe-ids">
        <span>{t`Stripe session: ${payment.stripe_session_id}`}</span>
        {payment.stripe_payment_intent_id ? (
          <span>{t`Stripe payment: ${payment.stripe_payment_intent_id}`}</span>
        ) : null}
      </span>
    </>
  );
}
