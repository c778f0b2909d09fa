import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './common';
import { authSessions, users } from './users';

/**
 * A device's Web Push subscription (RFC 8030): one per endpoint, several per user. Bound to
 * the sign-in session that registered it, so a logout (or a revoked session) stops its pushes.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => authSessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** Which notifications reach the user by push; no row means all of them (PRODUCT.md, Web Push). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reservations: boolean('reservations').notNull().default(true),
  endingSoon: boolean('ending_soon').notNull().default(true),
  documents: boolean('documents').notNull().default(true),
  credits: boolean('credits').notNull().default(true),
  updatedAt: updatedAt(),
});

/** Spent notification action tokens (their nonce): each token works once. */
export const usedActionTokens = pgTable('used_action_tokens', {
  nonce: text('nonce').primaryKey(),
  usedAt: createdAt(),
  /** When the token would have expired anyway: rows older than this can be deleted. */
  expiresAt: tstz('expires_at').notNull(),
});
