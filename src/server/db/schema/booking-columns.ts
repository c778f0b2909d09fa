import { integer } from 'drizzle-orm/pg-core';
import { parkingLots } from './parking';
import { users } from './users';

/**
 * Who books which lot: the driver and the lot of a reservation and of a reservation series.
 * Neither can be deleted while it has bookings.
 */
export const bookingParties = () => ({
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  parkingLotId: integer('parking_lot_id')
    .notNull()
    .references(() => parkingLots.id, { onDelete: 'restrict' }),
});
