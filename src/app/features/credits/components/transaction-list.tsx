import './credits.css';
import { useLingui } from '@lingui/react/macro';
import { Link, linkOptions } from '@tanstack/react-router';
import { Fragment } from 'react';
import { ArrowDownLeft, ArrowUpRight, ReceiptText } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { firstLoadState } from '../../../components/ui/first-load';
import { formatDateTime } from '../../../lib/dates';
import {
  type Transaction,
  type TransactionFilters,
  defaultTransactionFilters,
  useTransactions,
} from '../api/get-transactions';

function TransactionRow({ item, zone }: { item: Transaction; zone: string }) {
  const { t } = useLingui();
  const added = item.type === 'added';
  const Icon = added ? ArrowDownLeft : ArrowUpRight;
  // What the entry is about, each a link after its date: its reservation, its payment's receipt.
  const links = [
    ...(item.reservation_id
      ? [
          linkOptions({
            to: '/reservations/$reservationId',
            params: { reservationId: String(item.reservation_id) },
            label: t`Reservation`,
          }),
        ]
      : []),
    ...(item.payment_id
      ? [
          linkOptions({
            to: '/credits/receipts/$paymentId',
            params: { paymentId: String(item.payment_id) },
            label: t`Receipt`,
          }),
        ]
      : []),
  ];
  return (
    <li className="list__item transaction">
      <div className={`transaction__amount transaction__amount--${item.type}`}>
        <span className="transaction__figure tabular">
          <Icon size={16} aria-hidden="true" />
          {added ? '+' : '−'}
          {item.amount}
        </span>
        <span className="transaction__word">
          {added ? t({ message: 'Added', context: 'credits' }) : t({ message: 'Used', context: 'credits' })}
        </span>
      </div>
      <div className="transaction__text">
        <p className="transaction__description">{item.description || (added ? t`Credits added` : t`Credits used`)}</p>
        <p className="transaction__meta text-sm muted">
          <time className="tabular">{formatDateTime(item.date, zone)}</time>
          {links.map(({ label, ...link }) => (
            <Fragment key={link.to}>
              {' · '}
              <Link className="text-link" {...link}>
                {label}
              </Link>
            </Fragment>
          ))}
        </p>
      </div>
    </li>
  );
}

/** The history, newest first, one page at a time ("Load more" while the server has more). */
export function TransactionList({ filters, zone }: { filters: TransactionFilters; zone: string }) {
  const { t } = useLingui();
  const query = useTransactions(filters);
  const loadState = firstLoadState(query, {
    loading: t`Loading transactions...`,
    error: t`Error!`,
    failed: t`Failed to fetch transactions`,
  });
  if (loadState) return loadState;
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  if (items.length === 0) {
    const filtered = JSON.stringify(filters) !== JSON.stringify(defaultTransactionFilters);
    return (
      <EmptyState
        icon={ReceiptText}
        title={filtered ? t`No transactions match these filters` : t`No transactions yet`}
      />
    );
  }
  const total = query.data?.pages[0]?.meta?.total;
  return (
    <Card flush title={t`History`} aria-busy={query.isFetching || undefined}>
      <ul className="list" aria-label={t`Transactions`}>
        {items.map((item) => (
          <TransactionRow key={item.id} item={item} zone={zone} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className="transactions__more">
          <Button
            variant="secondary"
            block
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t`Load more`}
          </Button>
          {total !== undefined ? <p className="text-sm muted">{t`${items.length} of ${total}`}</p> : null}
        </div>
      ) : null}
    </Card>
  );
}
