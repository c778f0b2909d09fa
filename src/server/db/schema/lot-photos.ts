import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './common';
import { parkingLots } from './parking';

/**
 * A lot's photos, resized WebP without metadata, in the database so every server process serves
 * them. The id is random (not a sequence): the image URLs are public, and a random id keeps a
 * stranger from walking through every lot's photos. `position` orders a lot's photos.
 */
export const lotPhotos = pgTable(
  'lot_photos',
  {
    id: integer('id').primaryKey(),
    parkingLotId: integer('parking_lot_id')
      .notNull()
      .references(() => parkingLots.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    image: bytea('image').notNull(),
    thumb: bytea('thumb').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('lot_photos_lot_position_idx').on(t.parkingLotId, t.position),
    check('lot_photos_id_positive', sql`${t.id} > 0`),
  ],
);
