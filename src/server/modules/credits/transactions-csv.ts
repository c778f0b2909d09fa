import { Readable } from 'node:stream';
import {
  adminTransactionCsvColumns,
  type AdminTransactionContract,
  type AdminTransactionCsvColumn,
} from '../../../domain/contracts/admin-ledger';
import type { Db } from '../../db/client';
import { translate, type Language, type ServerMessage } from '../../lib/i18n';
import { transactionsAfter, transactionView, type TransactionFilters } from './admin-repository';
import { transactionLabels } from './transaction-labels';

const BATCH = 1000;

/**
 * Spreadsheets (Excel above all) read a CSV as UTF-8 only when it starts with the byte-order
 * mark; without it ă, ș, ț come out garbled.
 */
const BYTE_ORDER_MARK = '\uFEFF';

/** The header row, in the reader's language (a new column fails the type-check until it has one). */
const headers = {
  id: /*i18n*/ { id: 'admin.transactions.csv.id', message: 'Entry' },
  transaction_id: /*i18n*/ { id: 'admin.transactions.csv.transaction_id', message: 'Transaction' },
  date: /*i18n*/ { id: 'admin.transactions.csv.date', message: 'Date' },
  user_id: /*i18n*/ { id: 'admin.transactions.csv.user_id', message: 'User id' },
  user_name: /*i18n*/ { id: 'admin.transactions.csv.user_name', message: 'User' },
  type: /*i18n*/ { id: 'admin.transactions.csv.type', message: 'Type' },
  type_label: /*i18n*/ { id: 'admin.transactions.csv.type_label', message: 'Type (in words)' },
  kind: /*i18n*/ { id: 'admin.transactions.csv.kind', message: 'Kind' },
  kind_label: /*i18n*/ { id: 'admin.transactions.csv.kind_label', message: 'Kind (in words)' },
  amount: /*i18n*/ { id: 'admin.transactions.csv.amount', message: 'Credits' },
  description: /*i18n*/ { id: 'admin.transactions.csv.description', message: 'Description' },
  reservation_id: /*i18n*/ { id: 'admin.transactions.csv.reservation_id', message: 'Reservation' },
  payment_id: /*i18n*/ { id: 'admin.transactions.csv.payment_id', message: 'Payment' },
  stripe_session_id: /*i18n*/ { id: 'admin.transactions.csv.stripe_session_id', message: 'Stripe session' },
  stripe_payment_intent_id: /*i18n*/ {
    id: 'admin.transactions.csv.stripe_payment_intent_id',
    message: 'Stripe payment',
  },
  receipt_url: /*i18n*/ { id: 'admin.transactions.csv.receipt_url', message: 'Receipt' },
  payment_amount_minor: /*i18n*/ {
    id: 'admin.transactions.csv.payment_amount_minor',
    message: 'Amount paid (minor units)',
  },
  payment_currency: /*i18n*/ { id: 'admin.transactions.csv.payment_currency', message: 'Currency' },
} satisfies Record<AdminTransactionCsvColumn, ServerMessage>;

/** One CSV field (RFC 4180), with formula-looking text defused for spreadsheets. */
function field(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (values: unknown[]) => `${values.map(field).join(',')}\r\n`;

/**
 * The filtered transactions as CSV, read a batch at a time by keyset (newest first), so the
 * export of any number of rows holds one batch in memory. Columns: adminTransactionCsvColumns,
 * headed in `language`, each code beside its words in `language`; dates 'YYYY-MM-DD HH:mm:ss'
 * in `zone` (what a spreadsheet reads as a date); UTF-8 with a byte-order mark.
 */
export function transactionsCsv(db: Db, filters: TransactionFilters, language: Language, zone: string): Readable {
  const view = transactionView(language, zone);
  const labels = transactionLabels(language);
  async function* rows() {
    yield BYTE_ORDER_MARK + line(adminTransactionCsvColumns.map(([key]) => translate(language, headers[key])));
    let after: { at: Date; id: number } | null = null;
    for (;;) {
      const batch = await transactionsAfter(db, filters, after, BATCH);
      if (batch.length === 0) return;
      let chunk = '';
      for (const row of batch) {
        const record: AdminTransactionContract = view(row);
        chunk += line(adminTransactionCsvColumns.map(([, value]) => value(record, labels)));
      }
      yield chunk;
      const last = batch[batch.length - 1];
      if (!last || batch.length < BATCH) return;
      after = { at: last.createdAt, id: last.id };
    }
  }
  return Readable.from(rows());
}
