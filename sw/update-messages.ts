/**
 * A new version waits until the page asks it to take over (after the user accepts the
 * "new version available" prompt), so a half-filled form is never lost to a silent reload.
 */
export function registerUpdateMessages(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('message', (event) => {
    const data = event.data as { type?: string } | undefined;
    if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  });
}
