import type { PushSubscriptionRequest } from '../../domain/contracts/push';
import { call } from './api-call';
import { serviceWorkerRegistration } from './service-worker';

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const pushSupported = () => typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window;

/**
 * Keeps this device's Web Push subscription in step with the notification permission: with
 * permission, subscribe (once; the same endpoint is registered again, idempotently) and tell
 * the server; without it (never given, or revoked), unsubscribe and tell the server to forget it.
 */
export async function syncPushSubscription(vapidPublicKey: string | undefined): Promise<void> {
  if (!pushSupported() || !vapidPublicKey) return;
  const registration = await serviceWorkerRegistration();
  if (!registration) return;
  const existing = await registration.pushManager.getSubscription();
  if (Notification.permission !== 'granted') {
    if (existing) await forget(existing);
    return;
  }
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(vapidPublicKey),
    }));
  const json = subscription.toJSON() as PushSubscriptionRequest;
  await call('POST /push-subscriptions', { json: { endpoint: json.endpoint, keys: json.keys } });
}

async function forget(subscription: PushSubscription): Promise<void> {
  try {
    await call('DELETE /push-subscriptions', { json: { endpoint: subscription.endpoint } });
  } finally {
    await subscription.unsubscribe().catch(() => false);
  }
}

/** At sign-out, while the session still works: this device stops receiving the user's pushes. */
export async function removePushSubscription(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await serviceWorkerRegistration();
  const existing = await registration?.pushManager.getSubscription();
  if (existing) await forget(existing);
}

/** Calls `onChange` whenever the notification permission changes (granted from the prompt, or revoked). */
export function watchNotificationPermission(onChange: () => void): void {
  if (typeof navigator === 'undefined' || !navigator.permissions) return;
  navigator.permissions
    .query({ name: 'notifications' })
    .then((status) => status.addEventListener('change', onChange))
    .catch(() => undefined);
}
