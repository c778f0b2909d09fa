import { createStore, get, update } from 'idb-keyval';
import { OWNER_DEVICE_STORE, type KeptRevocations } from '../src/domain/pass-revocation';
import type { KeptStore } from './revoked-passes-sync';

/** The app's record of the owner's revoked passes (src/app/lib/owner-device-store.ts), as the worker reads it. */
export function ownerRevocationStore(): KeptStore {
  const store = createStore(OWNER_DEVICE_STORE.database, OWNER_DEVICE_STORE.store);
  return {
    read: () => get<KeptRevocations>(OWNER_DEVICE_STORE.revocations, store),
    update: (change) =>
      update<KeptRevocations | undefined>(OWNER_DEVICE_STORE.revocations, (kept) => change(kept), store),
  };
}
