import { Column, getTableName, is, Name, Param, Placeholder, SQL, StringChunk, Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * A statement's text and parameters, as drizzle's PostgreSQL dialect writes them, for the
 * statements the hot paths send on every request (db/prepared.ts). drizzle's own writer
 * (`PgDialect.sqlToQuery`) tells each piece's kind by walking its class chain and allocates a
 * text-and-params object per piece: about a sixth of the server's CPU per map search
 * (docs/performance.md). This walks the same pieces in the same order with `instanceof` and
 * one array of text. Any piece it does not know (a subquery, a view, an enum, a piece set to
 * inline its parameters) sends the whole statement to drizzle's writer instead, and the
 * tests compare the two on every statement they run (NODE_ENV=test).
 */

const dialect = new PgDialect({ casing: 'snake_case' });
// drizzle's internals this mirrors: the dialect's column-name casing, a table's schema, and
// the flag a piece carries when its parameters are to be written inline.
const casing = (dialect as unknown as { casing: { getColumnCasing(column: Column): string } }).casing;
const schemaOf = Symbol.for('drizzle:Schema');
const isAlias = Symbol.for('drizzle:IsAlias');
const inlinesParams = (query: SQL) => (query as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

class Unsupported extends Error {}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const columnTexts = new WeakMap<Column, string>();

/** A table's name as drizzle writes it: tables in a named schema are left to drizzle. */
function tableText(table: Table): string {
  const symbols = table as unknown as Record<symbol, unknown>;
  if (symbols[schemaOf] !== undefined && !symbols[isAlias]) throw new Unsupported();
  return quote(getTableName(table));
}

function columnText(column: Column): string {
  let text = columnTexts.get(column);
  if (text === undefined) {
    text = `${tableText(column.table)}.${quote(casing.getColumnCasing(column))}`;
    columnTexts.set(column, text);
  }
  return text;
}

function write(chunks: readonly unknown[], text: string[], params: unknown[]): void {
  for (const chunk of chunks) {
    if (chunk instanceof StringChunk) {
      text.push(...(chunk.value as string[]));
    } else if (chunk instanceof SQL) {
      if (inlinesParams(chunk)) throw new Unsupported();
      write(chunk.queryChunks, text, params);
    } else if (chunk instanceof Param) {
      if (chunk.value instanceof Placeholder) throw new Unsupported();
      const value: unknown = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      if (value instanceof SQL) write([value], text, params);
      else {
        params.push(value);
        text.push(`$${params.length}`);
      }
    } else if (chunk instanceof Column) {
      text.push(columnText(chunk));
    } else if (chunk instanceof Table) {
      text.push(tableText(chunk));
    } else if (chunk instanceof Name) {
      text.push(quote(chunk.value));
    } else if (chunk === undefined) {
      // nothing, as drizzle writes it
    } else if (Array.isArray(chunk)) {
      text.push('(');
      chunk.forEach((item: unknown, i) => {
        if (i > 0) text.push(', ');
        write([item], text, params);
      });
      text.push(')');
    } else if (typeof chunk === 'string' || typeof chunk === 'number' || typeof chunk === 'boolean' || chunk === null) {
      params.push(chunk);
      text.push(`$${params.length}`);
    } else {
      throw new Unsupported();
    }
  }
}

/** The statement's text and parameters; the same as drizzle's PostgreSQL dialect writes. */
export function sqlText(query: SQL): { sql: string; params: unknown[] } {
  const text: string[] = [];
  const params: unknown[] = [];
  try {
    if (inlinesParams(query)) throw new Unsupported();
    write(query.queryChunks, text, params);
  } catch (err) {
    if (err instanceof Unsupported) return dialect.sqlToQuery(query);
    throw err;
  }
  const written = { sql: text.join(''), params };
  if (process.env.NODE_ENV === 'test') assertSameAsDrizzle(query, written);
  return written;
}

function assertSameAsDrizzle(query: SQL, written: { sql: string; params: unknown[] }): void {
  const expected = dialect.sqlToQuery(query);
  const same =
    expected.sql === written.sql &&
    expected.params.length === written.params.length &&
    expected.params.every((p, i) => is(p, Placeholder) || Object.is(p, written.params[i]));
  if (!same) throw new Error(`sqlText differs from drizzle's writer:\n${written.sql}\n---\n${expected.sql}`);
}
