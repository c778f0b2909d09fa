import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './common';

/**
 * Secrets this installation generated for itself on first start (PRODUCT.md, Secure defaults):
 * the real-time signing secret, the VAPID key pair. Kept in the database, so every process on
 * one PostgreSQL shares them, and the embedded database keeps them in its data directory.
 */
export const instanceSecrets = pgTable('instance_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
