import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** Integer identity primary key: ids are numbers in the API and in channel names. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A timestamptz column read and written as a JS Date. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true });

/** PostgreSQL bytea, read and written as a Buffer (PGlite hands back a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
