import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './common';
import { reservations } from './reservations';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /**
     * What it says, as a message id of modules/notifications/messages.ts with its parameters:
     * rendered in the reader's language when read (docs/realtime.md, "Notifications in the
     * reader's language"). Null on rows stored before it, which read as title and message.
     */
    messageId: text('message_id'),
    params: jsonb('params').$type<Record<string, unknown>>(),
    /** Title and message as written when stored, in the recipient's language then: the fallback. */
    title: text('title').notNull(),
    message: text('message').notNull(),
    url: text('url'),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    /**
     * Makes each event and reminder exactly-once across processes: the job inserts with
     * ON CONFLICT DO NOTHING and only the winner publishes.
     */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    readAt: tstz('read_at'),
    /**
     * When its real-time event was published. Null between the commit that stored it and the
     * publish after it: a process killed in that window leaves it null, and the outbox sweep
     * (modules/notifications/outbox.ts) publishes it instead (docs/realtime.md).
     */
    publishedAt: tstz('published_at'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    // The outbox sweep reads only the unpublished ones: a handful at any time.
    index('notifications_unpublished_idx')
      .on(t.id)
      .where(sql`${t.publishedAt} is null`),
    // The bell's unread count reads only the unread ones.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_dedupe_unique')
      .on(t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
  ],
);

/** Idempotency-Key records of POST/PUT calls, kept at least 24 hours per user. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    /** Set in the work's own transaction: the API path that shows its result (replayed after a crash). */
    resultLocation: text('result_location'),
    createdAt: createdAt(),
    completedAt: tstz('completed_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
