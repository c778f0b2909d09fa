/**
 * `pushsubscriptionchange`: the browser (or its push service) replaced the device's
 * subscription while the app may be closed. The worker subscribes again if the browser did
 * not, and tells the server, proving whose subscription it is with the old endpoint (it has
 * no session). Without an old subscription there is nothing to prove it with: the app
 * registers the new one at its next start (syncPushSubscription). Typed structurally, tested
 * in Node with fakes.
 */
export type SubscriptionLike = {
  endpoint: string;
  options?: { applicationServerKey?: ArrayBuffer | null } | null;
  toJSON: () => { endpoint?: string; keys?: Record<string, string> };
};

export type SubscriptionChangeEventLike = {
  oldSubscription?: SubscriptionLike | null;
  newSubscription?: SubscriptionLike | null;
  waitUntil: (promise: Promise<unknown>) => void;
};

export type RenewDeps = {
  subscribe: (options: { userVisibleOnly: true; applicationServerKey: ArrayBuffer }) => Promise<SubscriptionLike>;
  fetch: (
    url: string,
    init: { method: 'POST'; headers: Record<string, string>; body: string },
  ) => Promise<{ ok: boolean; status: number }>;
  origin: string;
};

/** Registers the replacement with the server; false when there was nothing to renew. */
export async function renewSubscription(event: SubscriptionChangeEventLike, deps: RenewDeps): Promise<boolean> {
  const old = event.oldSubscription;
  const key = old?.options?.applicationServerKey;
  if (!old) return false;
  const next =
    event.newSubscription ?? (key ? await deps.subscribe({ userVisibleOnly: true, applicationServerKey: key }) : null);
  if (!next) return false;
  const json = next.toJSON();
  const res = await deps.fetch(new URL('/api/push-subscriptions/renewal', deps.origin).href, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ old_endpoint: old.endpoint, endpoint: json.endpoint, keys: json.keys }),
  });
  return res.ok;
}

export type SubscriptionScopeLike = {
  addEventListener: (type: 'pushsubscriptionchange', listener: (event: SubscriptionChangeEventLike) => void) => void;
};

export function registerSubscriptionChange(self: SubscriptionScopeLike, deps: RenewDeps): void {
  self.addEventListener('pushsubscriptionchange', (event) => {
    event.waitUntil(renewSubscription(event, deps).catch(() => false));
  });
}
