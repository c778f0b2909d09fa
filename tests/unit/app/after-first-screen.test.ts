import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = () => void;

function fakeRouter() {
  const listeners = new Set<Listener>();
  return {
    state: {} as { resolvedLocation?: unknown },
    subscribe: (_event: 'onResolved', listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    resolve() {
      this.state.resolvedLocation = {};
      listeners.forEach((listener) => listener());
    },
  };
}

// A fresh module per test: the promise is kept per page.
const load = async () => {
  vi.resetModules();
  return import('../../../src/app/lib/after-first-screen');
};

describe('afterFirstScreen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the first route, then for the fetches to end and a quiet moment', async () => {
    const { afterFirstScreen, QUIET_MS } = await load();
    const router = fakeRouter();
    const client = new QueryClient();
    let done = false;
    void afterFirstScreen(router, client).then(() => (done = true));

    await vi.advanceTimersByTimeAsync(QUIET_MS * 2);
    expect(done).toBe(false); // no route yet

    let answer: (value: string) => void = () => undefined;
    void client.fetchQuery({ queryKey: ['lots'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
    router.resolve();
    await vi.advanceTimersByTimeAsync(QUIET_MS * 2);
    expect(done).toBe(false); // the screen's data is still coming

    answer('lots');
    await vi.advanceTimersByTimeAsync(QUIET_MS - 10);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(done).toBe(true);
  });

  it('gives up waiting after MAX_WAIT_MS, and keeps one promise', async () => {
    const { afterFirstScreen, firstScreenSettled, MAX_WAIT_MS } = await load();
    const router = fakeRouter();
    const client = new QueryClient();
    const settled = afterFirstScreen(router, client);
    expect(firstScreenSettled()).toBe(settled);
    let done = false;
    void settled.then(() => (done = true));
    void client.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => undefined) });
    router.resolve();
    await vi.advanceTimersByTimeAsync(MAX_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('is settled at once where the app did not start it', async () => {
    const { firstScreenSettled } = await load();
    await expect(firstScreenSettled()).resolves.toBeUndefined();
  });
});

describe('whenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs background work a while after the first screen, one piece at a time, in order', async () => {
    const { afterFirstScreen, whenIdle, QUIET_MS, BACKGROUND_DELAY_MS } = await load();
    const router = fakeRouter();
    const ran: string[] = [];
    let finishFirst: () => void = () => undefined;
    const first = whenIdle(() => {
      ran.push('worker');
      return new Promise<void>((resolve) => (finishFirst = resolve));
    });
    const second = whenIdle(() => ran.push('realtime'));
    void afterFirstScreen(router, new QueryClient());

    await vi.advanceTimersByTimeAsync(QUIET_MS * 4);
    expect(ran).toEqual([]); // the first screen has not resolved

    router.resolve();
    await vi.advanceTimersByTimeAsync(QUIET_MS * 2);
    expect(ran).toEqual([]); // settled, but the first seconds are the driver's
    await vi.advanceTimersByTimeAsync(BACKGROUND_DELAY_MS);
    expect(ran).toEqual(['worker']); // the next waits for the first to finish

    finishFirst();
    await first;
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    await second;
    expect(ran).toEqual(['worker', 'realtime']);
  });

  it('goes on after a piece that fails', async () => {
    const { whenIdle } = await load();
    const failing = whenIdle(() => Promise.reject(new Error('no signal'))).catch((error: Error) => error.message);
    let ran = false;
    const next = whenIdle(() => (ran = true));
    await vi.advanceTimersByTimeAsync(200);
    expect(await failing).toBe('no signal'); // its caller hears of it
    await next;
    expect(ran).toBe(true);
  });
});
