import { Readable } from 'node:stream';
import { adminTransactionCsvColumns, type AdminTransactionContract } from '../../../domain/contracts/admin-ledger';
import type { Db } from '../../db/client';
import type { Language } from '../../lib/i18n';
import { transactionsAfter, transactionView, type TransactionFilters } from './admin-repository';

const BATCH = 1000;

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
 * export of any number of rows holds one batch in memory. Columns: adminTransactionCsvColumns.
 */
export function transactionsCsv(db: Db, filters: TransactionFilters, language: Language, zone: string): Readable {
  const view = transactionView(language, zone);
  async function* rows() {
    yield line(adminTransactionCsvColumns.map(([header]) => header));
    let after: { at: Date; id: number } | null = null;
    for (;;) {
      const batch = await transactionsAfter(db, filters, after, BATCH);
      if (batch.length === 0) return;
      let chunk = '';
      for (const row of batch) {
        const record: AdminTransactionContract = view(row);
        chunk += line(adminTransactionCsvColumns.map(([, value]) => value(record)));
      }
      yield chunk;
      const last = batch[batch.length - 1];
      if (!last || batch.length < BATCH) return;
      after = { at: last.createdAt, id: last.id };
    }
  }
  return Readable.from(rows());
}
