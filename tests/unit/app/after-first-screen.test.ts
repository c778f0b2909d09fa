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
