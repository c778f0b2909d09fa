import { and, count, desc, eq, gt, gte, lt, lte, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { apiDayPattern } from '../../../domain/calendar-date';
import { formatApiDateTime, parseApiDateTime } from '../../../domain/date-time';
import type { Deps } from '../../deps';
import type { TxHooks } from '../../lib/idempotency';
import type { Db, Tx } from '../../db/client';
import { ledgerAccounts, ledgerEntries } from '../../db/schema/index';
import { emitSafely } from '../../lib/app-events';
import { notFound, validationFailed } from '../../lib/errors';
import type { Language, ServerMessage } from '../../lib/i18n';
import { findUserById } from '../users/index';
import { describeEntry } from './entry-descriptions';
import { entryPayment, selectEntryDetails } from './entry-details';
import { lockWallets, mintCredits, systemAccounts, walletBalance } from './ledger';

const m = {
  invalidDate: /*i18n*/ { id: 'credits.invalid_date', message: 'Enter a date as YYYY-MM-DD.' },
} satisfies Record<string, ServerMessage>;

export async function balanceOf(db: Db, userId: number): Promise<number> {
  return walletBalance(db, userId);
}

export type TransactionQuery = {
  type?: 'added' | 'used';
  start_date?: string;
  end_date?: string;
  page: number;
  per_page: number;
};

/** A day 'YYYY-MM-DD' in the app's zone (or a full date-time); `end` moves a plain day to its end. */
function parseBound(text: string, zone: string, end: boolean): Date | undefined {
  if (apiDayPattern.test(text.trim())) {
    const day = DateTime.fromISO(text.trim(), { zone });
    if (!day.isValid) return undefined;
    return (end ? day.plus({ days: 1 }) : day).toJSDate();
  }
  return parseApiDateTime(text, zone);
}

/** The user's history: a view of their wallet's entries, newest first. */
export async function listTransactions(
  deps: Pick<Deps, 'config' | 'db'>,
  userId: number,
  query: TransactionQuery,
  language: Language,
) {
  const zone = deps.config.APP_TIMEZONE;
  // The wallet's id as a scalar subquery, not a join: with the account known before the scan,
  // ledger_entries_account_idx gives the entries newest first and the page stops at per_page
  // (joined, PostgreSQL read and joined the user's whole history, then sorted it).
  const wallet = deps.db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.type, 'wallet'), eq(ledgerAccounts.userId, userId)));
  const conditions: SQL[] = [eq(ledgerEntries.accountId, wallet)];
  if (query.type === 'added') conditions.push(gt(ledgerEntries.amount, 0));
  if (query.type === 'used') conditions.push(lt(ledgerEntries.amount, 0));
  const errors: Record<string, ServerMessage[]> = {};
  if (query.start_date) {
    const from = parseBound(query.start_date, zone, false);
    if (from) conditions.push(gte(ledgerEntries.createdAt, from));
    else errors.start_date = [m.invalidDate];
  }
  if (query.end_date) {
    const plainDay = apiDayPattern.test(query.end_date.trim());
    const to = parseBound(query.end_date, zone, true);
    if (to) conditions.push(plainDay ? lt(ledgerEntries.createdAt, to) : lte(ledgerEntries.createdAt, to));
    else errors.end_date = [m.invalidDate];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const where = and(...conditions);
  const [totalRow] = await deps.db.select({ n: count() }).from(ledgerEntries).where(where);
  const rows = await selectEntryDetails(deps.db, {})
    .where(where)
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const total = totalRow?.n ?? 0;
  return {
    data: rows.map((row) => ({
      id: row.id,
      date: formatApiDateTime(row.createdAt, zone),
      amount: Math.abs(row.amount),
      type: row.amount > 0 ? ('added' as const) : ('used' as const),
      description: describeEntry(language, { ...row, payment: entryPayment(row) }),
      reservation_id: row.reservationId,
      /** A card top-up's receipt (/credits/receipts/{payment_id}). */
      payment_id: row.paymentId,
    })),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
    },
  };
}

/** An administrator adds credits to a user's wallet, minted from the system's mint account. */
export async function grantCredits(
  deps: Pick<Deps, 'db' | 'now' | 'events' | 'log'>,
  input: {
    adminId: number | null;
    userId: number;
    amount: number;
    description: string | null;
    /** A grant answering the driver's request (they read it as the answer), or an administrator's own. */
    source?: 'granted' | 'requested';
  },
  /** Runs inside the grant's transaction (the audit row). */
  within?: (tx: Tx, grant: { transactionId: number; balance: number; at: Date }) => Promise<void>,
  /** An Idempotency-Key's claim and record, in the same transaction (lib/idempotency). */
  hooks?: TxHooks,
) {
  const user = await findUserById(deps.db, input.userId);
  if (!user) throw notFound();
  const at = deps.now();
  // Read before the transaction: on PGlite (one connection) a query outside it would wait for it.
  const system = await systemAccounts(deps.db);
  const result = await deps.db.transaction(async (tx) => {
    await hooks?.claim(tx);
    const wallets = await lockWallets(tx, [user.id]);
    const wallet = wallets.get(user.id);
    if (!wallet) throw new Error('wallet missing');
    const posted = await mintCredits(
      tx,
      {
        kind: 'grant',
        createdBy: input.adminId ?? undefined,
        description: input.description,
        at,
        walletId: wallet.id,
        amount: input.amount,
      },
      system,
    );
    const entryId = posted.entries.find((e) => e.accountId === wallet.id)?.id ?? 0;
    const balance = wallet.balance + input.amount;
    await within?.(tx, { transactionId: posted.id, balance, at });
    await hooks?.record(tx, 201, `/api/admin/users/${user.id}`);
    return { transactionId: posted.id, entryId, balance, at };
  });
  emitSafely(
    deps.events,
    'credits.added',
    {
      userId: user.id,
      amount: input.amount,
      transactionId: result.transactionId,
      at: result.at,
      source: input.source ?? 'granted',
    },
    (err) => deps.log.error({ err }, 'credits.added subscriber failed'),
  );
  return result;
}
