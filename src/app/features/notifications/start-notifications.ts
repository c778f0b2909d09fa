import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store';
import { api, session } from '../../lib/api';
import { parseDateTime } from '../../lib/dates';
import { notificationKeys, reservationDependentKeys } from '../../lib/query-keys';
import {
  connectRealtime,
  pusherOptions,
  type RealtimeClient,
  type RealtimeSettings,
  userChannelName,
} from '../../lib/realtime';
import { isAuthenticated } from '../../lib/session-store';
import { asNotification, type AppNotification, getNotifications, NOTIFICATIONS_PAGE } from './api/get-notifications';
import { readLastSeen, writeLastSeen } from './last-seen';
import { askNotificationPermission } from './notification-permission';
import { showSystemNotification } from './system-notification';

/** After a long time offline only the newest few pop up; the rest still refresh the screens. */
const MAX_SHOWN_AFTER_CATCH_UP = 5;

export type NotificationOptions = {
  queryClient: QueryClient;
  /** GET /api/config's realtime settings. */
  loadSettings: () => Promise<RealtimeSettings>;
  registration: () => Promise<ServiceWorkerRegistration | undefined>;
  /** Opens an app path (the page-level notification's tap). */
  openPath: (path: string) => void;
  /** Subscribes this device to Web Push when notifications are allowed (unsubscribes when not). */
  syncPush?: () => Promise<void>;
  /** When the page opened (epoch ms; default: the navigation's start). */
  openedAt?: number;
};

type Live = { userId: number; client?: RealtimeClient; unsubscribe?: () => void; stopped: boolean };

/**
 * Real-time notifications of the signed-in user: the private channel while signed in (left
 * and disconnected at sign-out), the missed ones fetched at every (re)subscription, and
 * each one turned into fresh data plus a system notification.
 */
export function startNotifications(options: NotificationOptions): () => void {
  let live: Live | undefined;
  const handled = new Set<number>();

  const refreshData = () =>
    Promise.all(
      [...reservationDependentKeys, notificationKeys.all].map((queryKey) =>
        options.queryClient.invalidateQueries({ queryKey }),
      ),
    );

  const display = async (n: AppNotification) => {
    const shown = await showSystemNotification(n, { registration: options.registration, onClick: options.openPath });
    if (!shown && document.visibilityState === 'visible') toast.info(n.message ? `${n.title}: ${n.message}` : n.title);
  };

  /** When this page opened, to the second (the API writes times to the second). */
  const openedAt = Math.floor((options.openedAt ?? performance.timeOrigin) / 1000) * 1000;

  /** Handles each notification once (socket and catch-up may both bring it). */
  const receive = (userId: number, batch: AppNotification[], show: (index: number) => boolean) => {
    const fresh = batch.filter((n) => !handled.has(n.id));
    if (fresh.length === 0) return;
    fresh.forEach((n) => handled.add(n.id));
    writeLastSeen(userId, Math.max(...fresh.map((n) => n.id)));
    void refreshData();
    fresh.forEach((n, index) => {
      if (show(index)) void display(n);
    });
  };

  const catchUp = async (state: Live) => {
    const after = readLastSeen(state.userId);
    if (after === undefined) {
      // First time on this device: the past is history, not news; start from the newest. What
      // came since this page opened is news: the socket connects only a few seconds after the
      // first screen (BACKGROUND_DELAY_MS), and a notification of those seconds must not be lost.
      // (The server's clock against the device's: a skew moves that line by as much.)
      const latest = (await getNotifications()).data;
      // Times are whole seconds on both sides: one made in the very second the page opened may
      // be older than the page, and popping up an old one is worse than not popping up a new
      // one (it is in the inbox either way), so only a later second is news.
      const isNews = (n: AppNotification) => (parseDateTime(n.created_at)?.getTime() ?? 0) > openedAt;
      const history = latest.filter((n) => !isNews(n));
      history.forEach((n) => handled.add(n.id));
      writeLastSeen(
        state.userId,
        history.reduce((max, n) => Math.max(max, n.id), 0),
      );
      // Oldest first, as after a long time offline: the newest few pop up.
      const news = latest.filter(isNews).sort((a, b) => a.id - b.id);
      receive(state.userId, news, (index) => index >= news.length - MAX_SHOWN_AFTER_CATCH_UP);
      return;
    }
    const missed: AppNotification[] = [];
    for (let cursor = after; ;) {
      const page = (await getNotifications(cursor)).data;
      missed.push(...page);
      if (page.length < NOTIFICATIONS_PAGE || state.stopped) break;
      cursor = page[page.length - 1]?.id ?? cursor;
    }
    if (state.stopped) return;
    receive(state.userId, missed, (index) => index >= missed.length - MAX_SHOWN_AFTER_CATCH_UP);
  };

  const subscribe = (state: Live, client: RealtimeClient) => {
    let refreshedAt = 0;
    state.unsubscribe = client.subscribe(userChannelName(state.userId), {
      onSubscribed: () =>
        void catchUp(state).catch((err: unknown) => console.warn('Missed notifications could not be fetched', err)),
      onEvent: (event, data) => {
        const n = event === 'notification' ? asNotification(data) : undefined;
        if (n && !state.stopped) receive(state.userId, [n], () => true);
      },
      onRefused: (status) => {
        // An expired token: refresh it (at most once a minute) and subscribe again.
        if (status !== 401 || Date.now() - refreshedAt < 60_000 || state.stopped) return;
        refreshedAt = Date.now();
        void api
          .refresh()
          .then(() => {
            if (state.stopped) return;
            state.unsubscribe?.();
            subscribe(state, client);
          })
          .catch((err: unknown) => console.warn('Real-time authorization failed', err));
      },
    });
  };

  const connect = async (state: Live) => {
    const syncPush = () =>
      void options.syncPush?.().catch((err: unknown) => console.warn('Web Push subscription failed', err));
    void askNotificationPermission().then(syncPush);
    const settings = await options.loadSettings();
    if (state.stopped || !settings.enabled || !settings.key) return;
    const client = await connectRealtime(
      pusherOptions(settings, window.location, () => session.get().accessToken),
      settings.key,
    );
    if (state.stopped) {
      client.disconnect();
      return;
    }
    state.client = client;
    subscribe(state, client);
    client.signIn();
  };

  const connectWhenPossible = (state: Live) => {
    connect(state).catch((err: unknown) => {
      console.warn('Real-time notifications are off for now', err);
      // No config yet (an offline start): try again when the connection comes back.
      window.addEventListener('online', () => state === live && connectWhenPossible(state), { once: true });
    });
  };

  const stop = () => {
    if (!live) return;
    live.stopped = true;
    live.unsubscribe?.();
    live.client?.disconnect();
    live = undefined;
    handled.clear();
  };

  const sync = () => {
    const current = session.get();
    const userId = isAuthenticated(current) ? (current.user?.id ?? null) : null;
    if (live && live.userId === userId) return;
    stop();
    if (userId === null) return;
    const state: Live = { userId, stopped: false };
    live = state;
    connectWhenPossible(state);
  };

  sync();
  const unsubscribeSession = session.subscribe(sync);
  return () => {
    unsubscribeSession();
    stop();
  };
}
