import { describe, expect, it } from 'vitest';
import {
  type ClientsLike,
  type NotificationClickEventLike,
  openFromNotification,
  registerNotificationClick,
  targetUrl,
  type WindowClientLike,
} from '../../../sw/notification-click';

const origin = 'https://app.locliber.test';

/** A window of the browser that records what the worker asked of it. */
function fakeWindow(url: string, options: { focused?: boolean; refusesNavigate?: boolean } = {}) {
  const calls: string[] = [];
  const client: WindowClientLike = {
    url,
    focused: options.focused ?? false,
    focus: async () => calls.push('focus'),
    navigate: async (to: string) => {
      if (options.refusesNavigate)
        throw new TypeError("This service worker is not the client's active service worker.");
      calls.push(`navigate ${to}`);
    },
  };
  return { client, calls };
}

function fakeClients(windows: WindowClientLike[]) {
  const opened: string[] = [];
  const clients: ClientsLike = {
    matchAll: async () => windows,
    openWindow: async (url: string) => opened.push(url),
  };
  return { clients, opened };
}

describe('targetUrl', () => {
  it('opens the reservation when the notification carries one, whatever its url', () => {
    expect(targetUrl({ reservation_id: 42, url: '/credits' }, origin)).toBe(`${origin}/reservations/42`);
  });

  it('opens its url when it has no reservation', () => {
    expect(targetUrl({ url: '/automobiles/3/insurances', reservation_id: null }, origin)).toBe(
      `${origin}/automobiles/3/insurances`,
    );
  });

  it('never leaves the app for another origin, and goes home without a target', () => {
    expect(targetUrl({ url: 'https://evil.test/phish' }, origin)).toBe(`${origin}/`);
    expect(targetUrl({ url: '//evil.test/x' }, origin)).toBe(`${origin}/`);
    expect(targetUrl(undefined, origin)).toBe(`${origin}/`);
  });
});

describe('openFromNotification', () => {
  it('focuses the focused app window and sends it to the reservation', async () => {
    const other = fakeWindow(`${origin}/credits`);
    const focused = fakeWindow(`${origin}/`, { focused: true });
    const { clients, opened } = fakeClients([other.client, focused.client]);
    await openFromNotification(clients, { reservation_id: 7 }, origin);
    expect(focused.calls).toEqual(['focus', `navigate ${origin}/reservations/7`]);
    expect(other.calls).toEqual([]);
    expect(opened).toEqual([]);
  });

  it('uses any window of the app when none is focused, ignoring windows of other sites', async () => {
    const foreign = fakeWindow('https://example.org/', { focused: true });
    const app = fakeWindow(`${origin}/parking-lots`);
    const { clients, opened } = fakeClients([foreign.client, app.client]);
    await openFromNotification(clients, { url: '/credits' }, origin);
    expect(app.calls).toEqual(['focus', `navigate ${origin}/credits`]);
    expect(foreign.calls).toEqual([]);
    expect(opened).toEqual([]);
  });

  it('opens a new window when the app is not open', async () => {
    const { clients, opened } = fakeClients([fakeWindow('https://example.org/').client]);
    await openFromNotification(clients, { reservation_id: 9 }, origin);
    expect(opened).toEqual([`${origin}/reservations/9`]);
  });

  it('opens a new window when the open one cannot be steered (not controlled yet)', async () => {
    const stubborn = fakeWindow(`${origin}/`, { refusesNavigate: true });
    const { clients, opened } = fakeClients([stubborn.client]);
    await openFromNotification(clients, { reservation_id: 5 }, origin);
    expect(opened).toEqual([`${origin}/reservations/5`]);
  });
});

describe('registerNotificationClick', () => {
  it('closes the notification and keeps the worker alive until the window is on the reservation', async () => {
    let listener: ((event: NotificationClickEventLike) => void) | undefined;
    const app = fakeWindow(`${origin}/`);
    const { clients } = fakeClients([app.client]);
    registerNotificationClick({
      addEventListener: (_type, handler) => (listener = handler),
      clients,
      location: { origin },
    });
    let closed = false;
    const waited: Promise<unknown>[] = [];
    listener?.({
      notification: { close: () => (closed = true), data: { url: '/reservations/12', reservation_id: 12 } },
      waitUntil: (promise) => waited.push(promise),
    });
    expect(closed).toBe(true);
    expect(waited).toHaveLength(1);
    await waited[0];
    expect(app.calls).toEqual(['focus', `navigate ${origin}/reservations/12`]);
  });
});
