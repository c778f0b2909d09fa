import { and, sql, type SQL } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { adminTransactionCsvColumns, type AdminTransactionCsvColumn } from '../../../domain/contracts/admin-ledger';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactionKinds,
  ledgerTransactions,
  parkingLots,
  payments,
  reservations,
  users,
} from '../../db/schema/index';
import { apiTimeIn } from '../../lib/api-time-sql';
import { translate, type Language, type ServerMessage } from '../../lib/i18n';
import { walletConditions, type TransactionFilters } from './admin-repository';
import { describeEntry, entryCodes, placeTemplate } from './entry-descriptions';
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
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (values: unknown[]) => `${values.map(csvField).join(',')}\r\n`;

/** csvField of a text column in SQL (null is empty): the same defusing and quoting, by PostgreSQL. */
function sqlField(text: SQL): SQL {
  const defused = sql`case when ${text} ~ ('^[-=+@' || chr(9) || chr(13) || ']') then '''' || ${text} else ${text} end`;
  return sql`case when ${text} is null then ''
    when ${text} ~ ('[",' || chr(10) || chr(13) || ']') then '"' || replace(${defused}, '"', '""') || '"'
    else ${defused} end`;
}

/** Every character String.prototype.trim removes (describeEntry trims a grant's text). */
let jsWhitespace: string | undefined;
function whitespace(): string {
  if (jsWhitespace === undefined) {
    jsWhitespace = '';
    for (let code = 1; code <= 0xffff; code++) {
      const char = String.fromCharCode(code);
      if (char.trim() === '') jsWhitespace += char;
    }
  }
  return jsWhitespace;
}

/**
 * describeEntry (entry-descriptions.ts) in SQL over the row `r`, for every entry whose words
 * depend only on its code, its transaction's text and its lot: a grant's own text, a code
 * that is not one, a top-up without its payment, and each code with a place template in
 * `language`. Null for the rest (a welcome, a paid top-up), which Node words.
 */
function descriptionSql(language: Language): SQL {
  const worded = entryCodes.flatMap((code) => {
    const template = placeTemplate(language, code);
    if (!template) return [];
    const text = template.place
      ? sql`${template.before}::text || coalesce(r.place, '') || ${template.after}::text`
      : sql`${template.before}::text`;
    return [sql`when r.code = ${code} then ${text}`];
  });
  return sql`case
    when r.code = 'grant' and btrim(r.transaction_description, ${whitespace()}) <> '' then r.transaction_description
    when r.code is null then coalesce(r.transaction_description, '')
    when r.code not in (${sql.join(
      entryCodes.map((code) => sql`${code}`),
      sql`, `,
    )}) then r.code
    when r.code = 'top_up' and r.payment_id is null then coalesce(r.transaction_description, '')
    ${sql.join(worded, sql` `)}
    else null end`;
}

type CsvRow = {
  /** The whole line, when PostgreSQL worded the description; else the parts around it. */
  line: string | null;
  head: string | null;
  tail: string | null;
  code: string | null;
  transaction_description: string | null;
  place: string | null;
  amount: number | null;
  payment_credits: number | null;
  payment_amount: number | null;
  payment_currency: string | null;
  /** The keyset position: created_at as PostgreSQL writes it (to the microsecond), and the id. */
  at: string;
  id: number;
};

/**
 * The CSV lines of the filtered entries after a keyset position (newest first), written by
 * PostgreSQL: the columns of adminTransactionCsvColumns as transactionView and the labels
 * give them, each through csvField. A batch of 1,000 rows was 18,000 values for node-postgres
 * to parse and Node to map and write again, on the server's one thread (docs/performance.md,
 * issue 48). The line of an entry SQL cannot word comes as its parts and what describeEntry
 * needs.
 */
async function csvLinesAfter(
  db: Db,
  f: TransactionFilters,
  after: { at: string; id: number } | null,
  limit: number,
  language: Language,
  zone: string,
): Promise<CsvRow[]> {
  const e = ledgerEntries;
  const t = ledgerTransactions;
  const p = payments;
  const labels = transactionLabels(language);
  const keyset = after ? sql`(${e.createdAt}, ${e.id}) < (${after.at}::timestamptz, ${after.id})` : undefined;
  const kindLabel = sql`case r.kind ${sql.join(
    ledgerTransactionKinds.map((kind) => sql`when ${kind} then ${csvField(labels.kind(kind))}::text`),
    sql` `,
  )} else ${sqlField(sql`r.kind`)} end`;
  const paid = (value: SQL) => sql`case when r.payment_id is null then '' else ${value} end`;
  const head = sql`r.id::text || ',' || r.transaction_id::text || ',' || ${apiTimeIn(zone)(sql`r.created_at`)} || ','
    || r.user_id::text || ',' || ${sqlField(sql`r.user_name`)} || ','
    || case when r.amount > 0 then 'added,' || ${csvField(labels.type('added'))}::text
      else 'used,' || ${csvField(labels.type('used'))}::text end || ','
    || ${sqlField(sql`r.kind`)} || ',' || ${kindLabel} || ',' || abs(r.amount)::text || ','`;
  const tail = sql`',' || coalesce(r.reservation_id::text, '') || ',' || coalesce(r.payment_id::text, '') || ','
    || ${paid(sqlField(sql`coalesce(r.stripe_session_id, '')`))} || ',' || ${sqlField(sql`r.stripe_payment_intent_id`)}
    || ',' || ${sqlField(sql`r.stripe_receipt_url`)} || ',' || ${paid(sql`r.payment_amount::text`)}
    || ',' || ${paid(sqlField(sql`r.payment_currency`))} || chr(13) || chr(10)`;
  const unworded = (value: SQL) => sql`case when r.description is null then ${value} end`;
  // Prepared (one statement per filter shape and language, on each pool connection): the
  // statement is long, and its parse and plan were 3 ms of every export (docs/performance.md).
  return executePrepared<CsvRow>(
    db,
    'transactions_csv',
    sql`
    select case when r.description is not null then ${head} || ${sqlField(sql`r.description`)} || ${tail} end as line,
      ${unworded(head)} as head, ${unworded(tail)} as tail, ${unworded(sql`r.code`)} as code,
      ${unworded(sql`r.transaction_description`)} as transaction_description, ${unworded(sql`r.place`)} as place,
      ${unworded(sql`r.amount::float8`)} as amount, ${unworded(sql`r.payment_credits::float8`)} as payment_credits,
      ${unworded(sql`r.payment_amount::float8`)} as payment_amount,
      ${unworded(sql`r.payment_currency`)} as payment_currency,
      r.created_at::text as at, r.id
    from (
      select r.*, ${descriptionSql(language)} as description
      from (
        select ${e.id} as id, ${e.transactionId} as transaction_id, ${e.createdAt} as created_at,
          ${users.id} as user_id, ${users.name} as user_name, ${e.amount} as amount, ${e.description} as code,
          ${t.kind} as kind, ${t.description} as transaction_description, ${t.reservationId} as reservation_id,
          ${parkingLots.identifier} as place, ${p.id} as payment_id, ${p.stripeSessionId} as stripe_session_id,
          ${p.stripePaymentIntentId} as stripe_payment_intent_id, ${p.stripeReceiptUrl} as stripe_receipt_url,
          ${p.credits} as payment_credits, ${p.amount} as payment_amount, ${p.currency} as payment_currency
        from ${e}
        inner join ${ledgerAccounts} on ${ledgerAccounts.id} = ${e.accountId}
        inner join ${users} on ${users.id} = ${ledgerAccounts.userId}
        inner join ${t} on ${t.id} = ${e.transactionId}
        left join ${reservations} on ${reservations.id} = ${t.reservationId}
        left join ${parkingLots} on ${parkingLots.id} = ${reservations.parkingLotId}
        left join ${p} on ${p.ledgerTransactionId} = ${t.id}
        where ${and(walletConditions(f), keyset)}
        order by ${e.createdAt} desc, ${e.id} desc
        limit ${limit}
      ) r
    ) r
    order by r.created_at desc, r.id desc`,
  );
}

/** A line whose description Node words (describeEntry): a welcome, a paid top-up. */
function unwordedLine(row: CsvRow, language: Language): string {
  const payment =
    row.payment_credits === null || row.payment_amount === null || row.payment_currency === null
      ? null
      : { credits: row.payment_credits, amount: row.payment_amount, currency: row.payment_currency };
  const description = describeEntry(language, {
    code: row.code,
    transactionDescription: row.transaction_description,
    place: row.place,
    amount: row.amount ?? 0,
    payment,
  });
  return `${row.head ?? ''}${csvField(description)}${row.tail ?? ''}`;
}

/**
 * The filtered transactions as CSV, read a batch at a time by keyset (newest first), so the
 * export of any number of rows holds one batch in memory. Columns: adminTransactionCsvColumns,
 * headed in `language`, each code beside its words in `language`; dates 'YYYY-MM-DD HH:mm:ss'
 * in `zone` (what a spreadsheet reads as a date); UTF-8 with a byte-order mark. PostgreSQL
 * writes the lines (csvLinesAfter); Node the header and the descriptions SQL does not word.
 */
export function transactionsCsv(db: Db, filters: TransactionFilters, language: Language, zone: string): Readable {
  async function* rows() {
    yield BYTE_ORDER_MARK + line(adminTransactionCsvColumns.map(([key]) => translate(language, headers[key])));
    let after: { at: string; id: number } | null = null;
    for (;;) {
      const batch = await csvLinesAfter(db, filters, after, BATCH, language, zone);
      if (batch.length === 0) return;
      let chunk = '';
      for (const row of batch) chunk += row.line ?? unwordedLine(row, language);
      yield chunk;
      const last = batch[batch.length - 1];
      if (!last || batch.length < BATCH) return;
      after = { at: last.at, id: Number(last.id) };
    }
  }
  return Readable.from(rows());
}
