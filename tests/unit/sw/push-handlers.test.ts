import { describe, expect, it } from 'vitest';
import { performNotificationAction, type FetchLike } from '../../../sw/notification-action';
import { readPushPayload, showPush, type ShowNotificationLike } from '../../../sw/push-display';
import { renewSubscription, type RenewDeps } from '../../../sw/subscription-change';

type Shown = { title: string; options: Parameters<ShowNotificationLike>[1] };

function fakeRegistration() {
  const shown: Shown[] = [];
  const showNotification: ShowNotificationLike = async (title, options) => {
    shown.push({ title, options });
  };
  return { shown, showNotification };
}

const endingSoon = {
  id: 42,
  title: 'Reservation ending soon',
  message: 'Your reservation of parking lot P-1 ends in 10 minutes, at 14:00.',
  url: '/reservations/7',
  reservation_id: 7,
  actions: [
    { action: 'extend' as const, title: 'Extend 30 min', token: 'tok-extend' },
    { action: 'finish' as const, title: 'Finish now', token: 'tok-finish' },
  ],
};

describe('push display', () => {
  it('shows a push with the page path’s tag and its action buttons, keeping the tokens in data', async () => {
    const reg = fakeRegistration();
    const payload = readPushPayload(endingSoon);
    if (!payload) throw new Error('payload refused');
    await showPush(reg.showNotification, payload);
    expect(reg.shown).toHaveLength(1);
    const [n] = reg.shown;
    expect(n?.title).toBe('Reservation ending soon');
    expect(n?.options.tag).toBe('notification-42');
    expect(n?.options.actions).toEqual([
      { action: 'extend', title: 'Extend 30 min' },
      { action: 'finish', title: 'Finish now' },
    ]);
    expect(n?.options.data).toMatchObject({ reservation_id: 7, actions: endingSoon.actions });
  });

  it('shows no buttons without actions and ignores a message that is not ours', async () => {
    const reg = fakeRegistration();
    await showPush(reg.showNotification, readPushPayload({ ...endingSoon, actions: undefined })!);
    expect(reg.shown[0]?.options.actions).toBeUndefined();
    expect(readPushPayload({ hello: 'world' })).toBeUndefined();
    expect(readPushPayload(null)).toBeUndefined();
  });
});

describe('notification action', () => {
  function fakeFetch(answer: { ok: boolean; body: unknown } | Error) {
    const calls: { url: string; body: string }[] = [];
    const fetch: FetchLike = async (url, init) => {
      calls.push({ url, body: init.body });
      if (answer instanceof Error) throw answer;
      return { ok: answer.ok, json: async () => answer.body };
    };
    return { calls, fetch };
  }

  it('posts the tapped action’s token and shows the server’s answer under the same tag', async () => {
    const reg = fakeRegistration();
    const net = fakeFetch({
      ok: true,
      body: { action: 'extend', title: 'Reservation extended', message: 'Extended until 14:30.' },
    });
    const done = await performNotificationAction('extend', endingSoon, 'notification-42', {
      fetch: net.fetch,
      showNotification: reg.showNotification,
      origin: 'https://app.test',
    });
    expect(done).toBe(true);
    expect(net.calls).toEqual([
      { url: 'https://app.test/api/reservations/7/actions', body: JSON.stringify({ token: 'tok-extend' }) },
    ]);
    expect(reg.shown).toEqual([
      expect.objectContaining({
        title: 'Reservation extended',
        options: expect.objectContaining({ body: 'Extended until 14:30.', tag: 'notification-42' }),
      }),
    ]);
  });

  it('shows why not when the server refuses, and says it could not be sent without a connection', async () => {
    const refused = fakeRegistration();
    await performNotificationAction('finish', endingSoon, 't', {
      fetch: fakeFetch({ ok: false, body: { message: 'This action is no longer available.' } }).fetch,
      showNotification: refused.showNotification,
      origin: 'https://app.test',
    });
    expect(refused.shown[0]?.options.body).toBe('This action is no longer available.');
    const offline = fakeRegistration();
    await performNotificationAction('finish', endingSoon, 't', {
      fetch: fakeFetch(new Error('offline')).fetch,
      showNotification: offline.showNotification,
      origin: 'https://app.test',
    });
    expect(offline.shown[0]?.options.body).toContain('Could not be sent');
  });

  it('does nothing for an action the notification does not carry', async () => {
    const reg = fakeRegistration();
    const net = fakeFetch({ ok: true, body: {} });
    const done = await performNotificationAction('extend', { reservation_id: 7 }, 't', {
      fetch: net.fetch,
      showNotification: reg.showNotification,
      origin: 'https://app.test',
    });
    expect(done).toBe(false);
    expect(net.calls).toEqual([]);
    expect(reg.shown).toEqual([]);
  });
});

describe('push subscription change', () => {
  const subscription = (endpoint: string, key: ArrayBuffer | null = new Uint8Array([4, 1, 2]).buffer) => ({
    endpoint,
    options: { applicationServerKey: key },
    toJSON: () => ({ endpoint, keys: { p256dh: `p256-${endpoint}`, auth: `auth-${endpoint}` } }),
  });

  function fakes(status = 204) {
    const posted: { url: string; body: unknown }[] = [];
    const subscribed: unknown[] = [];
    const deps: RenewDeps = {
      subscribe: async (options) => {
        subscribed.push(options);
        return subscription('https://push.example/new-by-worker');
      },
      fetch: async (url, init) => {
        posted.push({ url, body: JSON.parse(init.body) });
        return { ok: status < 300, status };
      },
      origin: 'https://app.example',
    };
    return { deps, posted, subscribed };
  }

  it('subscribes again with the old key when the browser did not, and posts the old endpoint as proof', async () => {
    const { deps, posted, subscribed } = fakes();
    const old = subscription('https://push.example/old');
    expect(await renewSubscription({ oldSubscription: old, waitUntil: () => undefined }, deps)).toBe(true);
    expect(subscribed).toEqual([{ userVisibleOnly: true, applicationServerKey: old.options.applicationServerKey }]);
    expect(posted).toEqual([
      {
        url: 'https://app.example/api/push-subscriptions/renewal',
        body: {
          old_endpoint: 'https://push.example/old',
          endpoint: 'https://push.example/new-by-worker',
          keys: { p256dh: 'p256-https://push.example/new-by-worker', auth: 'auth-https://push.example/new-by-worker' },
        },
      },
    ]);
  });

  it("uses the browser's new subscription when given, and does nothing without an old one", async () => {
    const { deps, posted, subscribed } = fakes();
    const event = {
      oldSubscription: subscription('https://push.example/old'),
      newSubscription: subscription('https://push.example/new-by-browser'),
      waitUntil: () => undefined,
    };
    expect(await renewSubscription(event, deps)).toBe(true);
    expect(subscribed).toEqual([]);
    expect(posted[0]?.body).toMatchObject({ endpoint: 'https://push.example/new-by-browser' });
    expect(await renewSubscription({ oldSubscription: null, waitUntil: () => undefined }, deps)).toBe(false);
    expect(posted).toHaveLength(1);
  });

  it('reports a refusal of the server (the old endpoint unknown) as not renewed', async () => {
    const { deps } = fakes(404);
    const event = { oldSubscription: subscription('https://push.example/gone'), waitUntil: () => undefined };
    expect(await renewSubscription(event, deps)).toBe(false);
  });
});
