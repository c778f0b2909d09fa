import { createStore, del, get, update, type UseStore } from 'idb-keyval';
import { OWNER_DEVICE_STORE, type KeptRevocations, type LotCheckVerdict } from '../../domain/pass-revocation';
import { session } from './api';
import { serviceWorkerRegistration } from './service-worker';

/**
 * What an owner's phone keeps for checks at the lot (docs/passes.md): the revoked passes of
 * their lots, refreshed by the app and, in the background, by the service worker (it reads
 * the same IndexedDB record), and the checks made, until they are uploaded. Both belong to
 * the signed-in user and leave the device at sign-out.
 */

/** A check as the device keeps it until the server has it (times in epoch ms). */
export type KeptCheck = {
  clientId: string;
  lotId: number;
  place: string;
  checkedAt: number;
  registration: string;
  verdict: LotCheckVerdict;
  reservationId: number | null;
  /** Sent and stored by the server (or refused by it for good): kept a while to list, never sent again. */
  sent: boolean;
  /** The reservation whose report this check contested, as the server answered. */
  contested: number | null;
};

type KeptChecks = { userId: number; items: KeptCheck[] };

/** The checks listed on the device: the newest, sent or not (unsent ones are never dropped). */
const CHECKS_KEPT = 50;

let store: UseStore | undefined;
const ownerStore = () => (store ??= createStore(OWNER_DEVICE_STORE.database, OWNER_DEVICE_STORE.store));

const signedInUser = () => session.get().user?.id;

export async function readRevocations(userId: number): Promise<KeptRevocations | undefined> {
  const kept = await get<KeptRevocations>(OWNER_DEVICE_STORE.revocations, ownerStore());
  return kept?.userId === userId ? kept : undefined;
}

/** Applies `change` to the kept revocations in one IndexedDB transaction (the service worker may write too). */
export async function updateRevocations(
  change: (kept: KeptRevocations | undefined) => KeptRevocations,
): Promise<KeptRevocations | undefined> {
  let result: KeptRevocations | undefined;
  await update<KeptRevocations>(OWNER_DEVICE_STORE.revocations, (kept) => (result = change(kept)), ownerStore());
  return result;
}

export async function readChecks(userId: number): Promise<KeptCheck[]> {
  const kept = await get<KeptChecks>(OWNER_DEVICE_STORE.checks, ownerStore());
  return kept?.userId === userId ? kept.items : [];
}

/** Changes the kept checks of `userId` in one transaction; the sent ones beyond the newest 50 go. */
export async function updateChecks(userId: number, change: (items: KeptCheck[]) => KeptCheck[]): Promise<void> {
  if (signedInUser() !== userId) return;
  await update<KeptChecks>(
    OWNER_DEVICE_STORE.checks,
    (kept) => {
      const items = change(kept?.userId === userId ? kept.items : []);
      items.sort((a, b) => b.checkedAt - a.checkedAt);
      const trimmed = items.filter((item, index) => !item.sent || index < CHECKS_KEPT);
      return { userId, items: trimmed };
    },
    ownerStore(),
  );
}

async function clearOwnerDevice(): Promise<void> {
  await Promise.all([del(OWNER_DEVICE_STORE.revocations, ownerStore()), del(OWNER_DEVICE_STORE.checks, ownerStore())]);
}

/** At sign-out (logout, a 401, another tab) the owner's kept passes and checks leave the device. */
export function clearOwnerDeviceOnSignOut(): () => void {
  let token = session.get().accessToken;
  return session.subscribe(() => {
    const next = session.get().accessToken;
    if (token && !next) void clearOwnerDevice().catch(() => undefined);
    token = next;
  });
}

type SyncRegistration = ServiceWorkerRegistration & {
  periodicSync?: { register: (tag: string, options: { minInterval: number }) => Promise<void> };
  sync?: { register: (tag: string) => Promise<void> };
};

/** The service worker's tag for refreshing the revoked passes (sw/revoked-passes-sync.ts). */
export const REVOKED_PASSES_SYNC_TAG = 'revoked-passes';

/**
 * Asks the service worker to refresh the revoked passes in the background: every few hours
 * where the browser has periodic background sync (an installed app in Chromium), and once
 * when the signal returns where it has background sync. Elsewhere the app refreshes them
 * whenever it is open and online.
 */
export async function scheduleBackgroundRefresh(): Promise<void> {
  const registration = (await serviceWorkerRegistration()) as SyncRegistration | undefined;
  if (!registration) return;
  await registration.periodicSync
    ?.register(REVOKED_PASSES_SYNC_TAG, { minInterval: 6 * 60 * 60 * 1000 })
    .catch(() => undefined);
  await registration.sync?.register(REVOKED_PASSES_SYNC_TAG).catch(() => undefined);
}
