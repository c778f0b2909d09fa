import type { QueryClient } from '@tanstack/react-query';

type RouterLike = {
  state: { resolvedLocation?: unknown };
  subscribe: (event: 'onResolved', listener: () => void) => () => void;
};

/** Quiet this long (no query fetching) after the first route resolved: the screen has its data. */
export const QUIET_MS = 500;
/** Background work starts by then at the latest, even if the first screen is still loading. */
export const MAX_WAIT_MS = 10_000;

let settled: Promise<void> | undefined;

/**
 * Resolves once the first screen has what it shows: the router resolved its first route and
 * then no query fetched for QUIET_MS (a query paused offline does not count); MAX_WAIT_MS
 * after the call at the latest. Background work waits for it (the service worker's precache
 * download, the real-time client), so on a slow connection it never competes with the first
 * screen, and its code is not part of the first screen's download.
 */
export function afterFirstScreen(router: RouterLike, queryClient: QueryClient): Promise<void> {
  return (settled ??= new Promise((resolve) => {
    let resolved = Boolean(router.state.resolvedLocation);
    let quietTimer: ReturnType<typeof setTimeout> | undefined;
    const cleanups: (() => void)[] = [];
    const finish = () => {
      cleanups.forEach((cleanup) => cleanup());
      clearTimeout(quietTimer);
      resolve();
    };
    // The quiet period starts when the last fetch ends; other cache events do not restart it.
    const check = () => {
      if (queryClient.isFetching() > 0) {
        clearTimeout(quietTimer);
        quietTimer = undefined;
      } else if (resolved && quietTimer === undefined) {
        quietTimer = setTimeout(finish, QUIET_MS);
      }
    };
    const maxTimer = setTimeout(finish, MAX_WAIT_MS);
    cleanups.push(() => clearTimeout(maxTimer));
    cleanups.push(queryClient.getQueryCache().subscribe(check));
    const unsubscribeRouter = router.subscribe('onResolved', () => {
      resolved = true;
      check();
    });
    cleanups.push(unsubscribeRouter);
    check();
  }));
}

/** The promise of afterFirstScreen for code without the router at hand (at once where the app did not start it). */
export function firstScreenSettled(): Promise<void> {
  return settled ?? Promise.resolve();
}

/** The longest an idle piece of background work waits for the main thread to be free. */
export const IDLE_TIMEOUT_MS = 2_000;

/**
 * After the first screen settled, background work waits this much longer. The first seconds
 * with the list on screen are the driver's: scrolling it, tapping a lot. On a slow phone each
 * piece of background work (the worker's registration, the real-time client, the lot sheet's
 * and the menu's code) is a long task there, and none of it is needed that soon: the socket
 * catches up on missed notifications when it connects, and a lot sheet or menu opened earlier
 * loads its own code. Lighthouse's blocking time on the home fell by about 100 ms
 * (docs/performance.md).
 */
export const BACKGROUND_DELAY_MS = 3_000;

let backgroundStart: Promise<void> | undefined;

/** Once per page: the first screen settled, then BACKGROUND_DELAY_MS (at once where the app did not start it). */
function backgroundMayStart(): Promise<void> {
  if (!settled) return Promise.resolve();
  return (backgroundStart ??= settled.then(() => new Promise((resolve) => setTimeout(resolve, BACKGROUND_DELAY_MS))));
}

let backgroundQueue: Promise<unknown> = Promise.resolve();

const idlePeriod = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 50);
  });

/**
 * Runs background work once the first screen has settled and BACKGROUND_DELAY_MS more have
 * passed, one piece per idle period of the main thread and in the order given: the next starts
 * when the last has finished (its code fetched and run). Run together, the pieces (the worker's
 * registration, the real-time client, the lot sheet's and the menu's code) made one long task
 * that a tap would wait for.
 */
export function whenIdle(work: () => unknown): Promise<void> {
  const run = backgroundQueue.then(backgroundMayStart).then(idlePeriod).then(work);
  backgroundQueue = run.catch(() => undefined);
  return run.then(() => undefined);
}
