/**
 * Wraps an async task so that concurrent callers share one run: while it is in flight,
 * every caller gets the same promise; the next call after it settles starts a new run.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    inFlight ??= task().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
