import { readJson, writeJson } from '../../lib/browser-storage';

/** Per user: two accounts on one phone each catch up on their own notifications. */
const key = (userId: number) => `notifications.last-seen.${userId}`;

/** The id of the newest notification this device has handled for the user, if any. */
export function readLastSeen(userId: number): number | undefined {
  const value = readJson<number>(key(userId));
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

export function writeLastSeen(userId: number, id: number): void {
  const current = readLastSeen(userId);
  if (current === undefined || id > current) writeJson(key(userId), id);
}
