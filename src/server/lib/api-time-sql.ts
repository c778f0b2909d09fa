import { sql, type Placeholder, type SQL } from 'drizzle-orm';

/**
 * A timestamptz as the API writes it (domain/date-time.ts formatApiDateTime), in SQL:
 * 'YYYY-MM-DD HH:mm:ss' in the app time zone, the ISO text of a timestamp (node-postgres
 * already relies on DateStyle ISO) truncated to the second; four times cheaper than to_char.
 * Null stays null. For answers whose JSON PostgreSQL builds (the finder's, the reservations list).
 */
export const apiTimeIn = (zone: string | Placeholder) => (value: SQL) =>
  sql`date_trunc('second', ${value} at time zone ${zone})::text`;
