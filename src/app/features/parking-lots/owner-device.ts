import { useEffect, useState } from 'react';
import type { KeptRevocations } from '../../../domain/pass-revocation';
import {
  readChecks,
  readRevocations,
  scheduleBackgroundRefresh,
  updateChecks,
  type KeptCheck,
} from '../../lib/owner-device-store';
import { syncRevokedPasses } from './api/revoked-passes';
import { uploadKeptChecks } from './api/upload-checks';

/**
 * The owner's phone at the lot (docs/passes.md): the revoked passes of their lots kept fresh
 * and the checks made sent on, whenever the app is open and online; the screens read the kept
 * copies and hear when they change.
 */

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function useKept<T>(userId: number, read: (userId: number) => Promise<T>, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    let live = true;
    const load = () =>
      void read(userId).then(
        (next) => live && setValue(next),
        () => undefined,
      );
    listeners.add(load);
    load();
    return () => {
      live = false;
      listeners.delete(load);
    };
  }, [userId, read]);
  return value;
}

const NO_CHECKS: KeptCheck[] = [];
const noRevocations = undefined as KeptRevocations | undefined;

export const useKeptRevocations = (userId: number) => useKept(userId, readRevocations, noRevocations);
export const useKeptChecks = (userId: number) => useKept(userId, readChecks, NO_CHECKS);

let running: Promise<void> | undefined;

/** Syncs the revoked passes and sends the kept checks (one run at a time); no signal leaves both for later. */
export function refreshOwnerDevice(userId: number, zone: string): Promise<void> {
  running ??= (async () => {
    await syncRevokedPasses(userId, zone).catch(() => undefined);
    await uploadKeptChecks(userId).catch(() => undefined);
    changed();
  })().finally(() => {
    running = undefined;
  });
  return running;
}

/** Keeps a check on the device, then tries to send it at once. */
export async function keepCheck(userId: number, zone: string, check: KeptCheck): Promise<void> {
  await updateChecks(userId, (items) => [check, ...items]);
  changed();
  if (navigator.onLine) await refreshOwnerDevice(userId, zone);
}

/** How often an open app refreshes an owner's revoked passes. */
const REFRESH_MS = 10 * 60 * 1000;

/** For an owner (with lots): refresh at start, when the signal returns and every 10 minutes; the worker in the background. */
export function useOwnerDeviceSync(userId: number | undefined, zone: string, isOwner: boolean): void {
  useEffect(() => {
    if (userId === undefined || !isOwner) return;
    const refresh = () => void refreshOwnerDevice(userId, zone);
    refresh();
    void scheduleBackgroundRefresh().catch(() => undefined);
    window.addEventListener('online', refresh);
    const timer = window.setInterval(refresh, REFRESH_MS);
    return () => {
      window.removeEventListener('online', refresh);
      window.clearInterval(timer);
    };
  }, [userId, zone, isOwner]);
}
