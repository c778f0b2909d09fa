// What other modules (and the reminders job) may use of notifications: notify a user, or
// compose a notice inside a transaction and announce it after the commit.
export { receivedNotice } from './event-subscribers';
export { documentNames } from './messages';
export type { NewNotification, NotificationRow } from './rows';
export type { NotificationValue } from './texts';
export {
  announceNotification,
  composeNotification,
  notifyUser,
  publishMissedNotifications,
  type NotifyDeps,
} from './service';
