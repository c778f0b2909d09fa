import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in the DOM typings). */
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let offer: BeforeInstallPromptEvent | undefined;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/**
 * Keeps the browser's install offer for our own "Install the app" button instead of the
 * browser's mini bar. Start before the first render: the event can fire right after load.
 */
export function startInstallPromptCapture(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = undefined;
    changed();
  });
}

/** Shows the browser's install dialog; true when the user installed. The offer is single-use. */
export async function promptInstall(): Promise<boolean> {
  const current = offer;
  if (!current) return false;
  offer = undefined;
  changed();
  await current.prompt();
  return (await current.userChoice).outcome === 'accepted';
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const canInstall = () => offer !== undefined;

/** True while the browser offers to install the app (never inside the installed app). */
export function useCanInstall(): boolean {
  return useSyncExternalStore(subscribe, canInstall, () => false);
}
