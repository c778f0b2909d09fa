import { and, eq, gt, gte, ilike, inArray, lt, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminTransactionContract } from '../../../domain/contracts/admin-ledger';
import { formatApiDateTime } from '../../../domain/date-time';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import {
  exportVersions,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  payments,
  users,
} from '../../db/schema/index';
import { containsPattern, orderBy, type ListQuery, type ListSort } from '../../lib/admin-list';
import type { Language } from '../../lib/i18n';
import { describeEntry } from './entry-descriptions';
import { entryPayment, selectEntryDetails } from './entry-details';

export type TransactionFilters = {
  q?: string;
  /** A direction, or `top_up`: only the credits bought by card. */
  type?: 'added' | 'used' | 'top_up';
  user_id?: number;
  reservation_id?: number;
  from?: Date;
  to?: Date;
};

function typeCondition(type: TransactionFilters['type']): SQL | undefined {
  if (type === 'added') return gt(ledgerEntries.amount, 0);
  if (type === 'used') return lt(ledgerEntries.amount, 0);
  if (type === 'top_up') return and(eq(ledgerTransactions.kind, 'top_up'), gt(ledgerEntries.amount, 0));
  return undefined;
}

/** Wallet entries matching the filters (the rows of /admin/transactions). */
export function walletConditions(
  f: TransactionFilters,
  wallet: SQL = eq(ledgerAccounts.type, 'wallet'),
): SQL | undefined {
  const pattern = f.q ? containsPattern(f.q) : undefined;
  return and(
    wallet,
    typeCondition(f.type),
    f.user_id ? eq(ledgerAccounts.userId, f.user_id) : undefined,
    f.reservation_id ? eq(ledgerTransactions.reservationId, f.reservation_id) : undefined,
    f.from ? gte(ledgerEntries.createdAt, f.from) : undefined,
    f.to ? lt(ledgerEntries.createdAt, f.to) : undefined,
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
  );
}

function selectRows(db: Db, f: TransactionFilters) {
  return selectEntryDetails(db, {
    transactionId: ledgerEntries.transactionId,
    userId: users.id,
    userName: users.name,
    kind: ledgerTransactions.kind,
    stripeSessionId: payments.stripeSessionId,
    stripePaymentIntentId: payments.stripePaymentIntentId,
    stripeReceiptUrl: payments.stripeReceiptUrl,
  })
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(users, eq(users.id, ledgerAccounts.userId))
    .where(walletConditions(f));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

export function transactionView(language: Language, zone: string) {
  return (row: Row): AdminTransactionContract => ({
    id: row.id,
    transaction_id: row.transactionId,
    date: formatApiDateTime(row.createdAt, zone) ?? '',
    user_id: row.userId,
    user_name: row.userName,
    type: row.amount > 0 ? 'added' : 'used',
    kind: row.kind,
    amount: Math.abs(row.amount),
    // A top-up is described from its payment, in the reader's language (not the stored English text).
    description: describeEntry(language, { ...row, payment: entryPayment(row) }),
    reservation_id: row.reservationId,
    payment:
      row.paymentId === null
        ? null
        : {
            id: row.paymentId,
            stripe_session_id: row.stripeSessionId ?? '',
            stripe_payment_intent_id: row.stripePaymentIntentId,
            receipt_url: row.stripeReceiptUrl,
            amount_minor: row.paymentAmount ?? 0,
            currency: row.paymentCurrency ?? '',
          },
  });
}

const transactionSort: ListSort = {
  fallback: '-date',
  columns: { date: ledgerEntries.createdAt, amount: ledgerEntries.amount },
  id: ledgerEntries.id,
};

/**
 * The ids of the filtered wallet entries, through only the joins the filters need. Every entry
 * has its account, user and transaction, so leaving an inner join out changes no row. With no
 * filter on the account or its user, a wallet entry is one not on the four system accounts
 * (one of each type, a unique index): no account is read for each entry.
 */
function filteredEntryIds(db: Db, f: TransactionFilters) {
  const byAccount = Boolean(f.q || f.user_id);
  let ids = db.select({ id: ledgerEntries.id }).from(ledgerEntries).$dynamic();
  if (byAccount) ids = ids.innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId));
  if (f.q) ids = ids.innerJoin(users, eq(users.id, ledgerAccounts.userId));
  if (f.type === 'top_up' || f.reservation_id)
    ids = ids.innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId));
  const systemAccounts = db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(ne(ledgerAccounts.type, 'wallet'));
  return ids.where(
    byAccount ? walletConditions(f) : walletConditions(f, notInArray(ledgerEntries.accountId, systemAccounts)),
  );
}

export async function pageTransactions(db: Db, f: TransactionFilters, query: ListQuery) {
  const order = orderBy(query.sort, transactionSort);
  // The page's entry ids first (a deep page skips its offset without joining each skipped
  // entry to its transaction, reservation, lot and payment: docs/performance.md, issue 48);
  // then those entries with everything shown.
  const page = filteredEntryIds(db, f)
    .orderBy(...order)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return selectRows(db, f)
    .where(and(walletConditions(f), inArray(ledgerEntries.id, page)))
    .orderBy(...order);
}

/**
 * What the filtered export shows, named in one statement's snapshot: the export version
 * (raised at the commit of any change to a name, an email, a lot's identifier, a payment, or a
 * ledger row: migration 0027) and how many entries, of any account, match the filters on what
 * never changes (the dates, the user's accounts, the reservation) or on the name (its changes
 * raise the version). The ledger is append-only, so the set only grows and its count names it;
 * counting all accounts' entries, not only wallets', lets an index answer alone. An export made
 * from a later snapshot is at worst kept under an older fingerprint no request sees again.
 */
export async function transactionsFingerprint(
  db: Db,
  f: TransactionFilters,
): Promise<{ version: number; entries: number }> {
  const e = ledgerEntries;
  const byAccount =
    f.q || f.user_id ? sql`inner join ${ledgerAccounts} on ${ledgerAccounts.id} = ${e.accountId}` : sql``;
  const byName = f.q ? sql`inner join ${users} on ${users.id} = ${ledgerAccounts.userId}` : sql``;
  const byReservation = f.reservation_id
    ? sql`inner join ${ledgerTransactions} on ${ledgerTransactions.id} = ${e.transactionId}`
    : sql``;
  const rows = await executePrepared<{ version: string; n: string }>(
    db,
    'transactions_fingerprint',
    sql`select (select ${exportVersions.version} from ${exportVersions}) as version, count(*) as n
    from ${e} ${byAccount} ${byName} ${byReservation}
    where ${walletConditions({ ...f, type: undefined }, sql`true`)}`,
  );
  return { version: Number(rows[0]?.version), entries: Number(rows[0]?.n) };
}

/**
 * Count and totals of the filtered set: added to wallets, used from them, fees kept by the
 * system, and purchased (the top-ups, a part of added). One statement: the filtered wallet
 * entries are read once (a day's by `ledger_entries_created_idx`, a user's by the wallet's
 * index), with only the joins the filters and `purchased` need; the fees are the fee entries
 * of those entries' transactions, found by `ledger_entries_transaction_idx` for each
 * (docs/performance.md, issue 48: summing a day took 1.1 s through every join at once).
 */
export async function transactionTotals(db: Db, f: TransactionFilters) {
  const byName = f.q ? sql`inner join ${users} on ${users.id} = ${ledgerAccounts.userId}` : sql``;
  const result = (await db.execute(sql`
    with filtered as (
      select ${ledgerEntries.transactionId} as transaction_id, ${ledgerEntries.amount} as amount,
        ${ledgerTransactions.kind} as kind
      from ${ledgerEntries}
      inner join ${ledgerAccounts} on ${ledgerAccounts.id} = ${ledgerEntries.accountId}
      ${byName}
      inner join ${ledgerTransactions} on ${ledgerTransactions.id} = ${ledgerEntries.transactionId}
      where ${walletConditions(f)}
    )
    select count(*) as n,
      coalesce(sum(amount) filter (where amount > 0), 0) as added,
      coalesce(-sum(amount) filter (where amount < 0), 0) as used,
      coalesce(sum(amount) filter (where amount > 0 and kind = 'top_up'), 0) as purchased,
      (select coalesce(sum(fee.amount), 0)
        from (select distinct transaction_id from filtered) moved
        cross join lateral (
          select fee_entry.amount from ${ledgerEntries} as fee_entry
          inner join ${ledgerAccounts} as fee_account
            on fee_account.id = fee_entry.account_id and fee_account.type = 'system_fee'
          where fee_entry.transaction_id = moved.transaction_id
        ) fee) as fees
    from filtered`)) as unknown as { rows: Record<'n' | 'added' | 'used' | 'purchased' | 'fees', unknown>[] };
  const row = result.rows[0];
  return {
    total: Number(row?.n ?? 0),
    totals: {
      added: Number(row?.added ?? 0),
      used: Number(row?.used ?? 0),
      fees: Number(row?.fees ?? 0),
      purchased: Number(row?.purchased ?? 0),
    },
  };
}
