import { readJson, writeJson } from '../../lib/browser-storage';

const askedKey = 'notifications.permission-asked';

export type PermissionState = NotificationPermission | 'unsupported';

export function notificationPermission(): PermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Whether the app has already asked on this device (so it does not ask at every start). */
export const permissionAsked = (): boolean => readJson<boolean>(askedKey) === true;

/**
 * Asks for permission only while the browser has no answer yet ('default'), and remembers
 * that it asked. `force` is for a tap on "Turn on notifications" (a user gesture).
 */
export async function askNotificationPermission(options: { force?: boolean } = {}): Promise<PermissionState> {
  const current = notificationPermission();
  if (current !== 'default') return current;
  if (permissionAsked() && !options.force) return current;
  writeJson(askedKey, true);
  try {
    return await Notification.requestPermission();
  } catch (err) {
    console.warn('Notification permission request failed', err);
    return notificationPermission();
  }
}
