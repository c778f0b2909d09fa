import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';

/** How often an open app asks the server whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let workbox: Workbox | undefined;
let started = false;
let updateWaiting = false;
const listeners = new Set<() => void>();
let resolveRegistration: (registration: ServiceWorkerRegistration | undefined) => void = () => undefined;
const registration = new Promise<ServiceWorkerRegistration | undefined>((resolve) => {
  resolveRegistration = resolve;
});

function setUpdateWaiting(value: boolean): void {
  updateWaiting = value;
  for (const listener of listeners) listener();
}

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator && !import.meta.env.DEV;

/**
 * Registers /sw.js (the build emits it; the dev server does not). A new version installs in
 * the background and WAITS: the page shows a prompt instead of reloading by itself, so a
 * half-filled form is never lost. Call once, after the first render: workbox-window is
 * fetched then (its own chunk), so it is not part of the first screen's download.
 */
export function registerServiceWorker(): void {
  if (started) return;
  started = true;
  if (!supported()) {
    resolveRegistration(undefined);
    return;
  }
  import('workbox-window')
    .then(({ Workbox }) => {
      const wb = new Workbox('/sw.js', { scope: '/' });
      workbox = wb;
      wb.addEventListener('waiting', () => setUpdateWaiting(true));
      // Long-lived tabs (an installed app is rarely reloaded) still hear about new versions.
      const check = () => void wb.update().catch(() => undefined);
      window.setInterval(check, UPDATE_CHECK_MS);
      window.addEventListener('online', check);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
      return wb
        .register()
        .then(async (registered) => resolveRegistration(registered ? await navigator.serviceWorker.ready : undefined));
    })
    .catch((err: unknown) => {
      console.warn('The service worker could not be registered', err);
      resolveRegistration(undefined);
    });
}

/**
 * The active registration (for showNotification), once the worker is active; undefined
 * where there is no service worker (dev server, unsupported browser, registration failed).
 */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!supported()) return undefined;
  // A page the worker already controls, or a worker an earlier visit left active, has an
  // active registration right now: no need to wait for register(), which runs after the
  // first screen (a notification caught up at start would otherwise fall back to a page
  // notification, which Android does not show).
  if (navigator.serviceWorker.controller) return navigator.serviceWorker.ready;
  const existing = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  if (existing?.active) return existing;
  // No worker yet (the first visit was closed before its background registration ran): a
  // notification to show is reason enough to register it now rather than after the delay.
  registerServiceWorker();
  return registration;
}

/** The user accepted the prompt: the waiting worker takes over, then the page reloads once. */
export function applyUpdate(): void {
  const wb = workbox;
  if (!wb || !updateWaiting) return;
  wb.addEventListener('controlling', () => window.location.reload());
  wb.messageSkipWaiting();
}

export function subscribeUpdateWaiting(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isUpdateWaiting = (): boolean => updateWaiting;

/** True while a new version of the app is installed and waiting for the user's go-ahead. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(subscribeUpdateWaiting, isUpdateWaiting, isUpdateWaiting);
}
