import { useSyncExternalStore } from 'react';
import { ApiError } from './api-error';

/**
 * Whether the server answers, as the last calls found it. The browser's online flag says only
 * that the phone has a network: in an underground car park it often believes it is online
 * while nothing reaches the server ("half offline"). A call that got no answer (status 0) or
 * a gateway's "cannot reach it" (502, 503, 504) marks the server unreachable; any answer from
 * it marks it reachable again.
 */
let unreachable = false;
const listeners = new Set<() => void>();

const set = (value: boolean) => {
  if (value === unreachable) return;
  unreachable = value;
  for (const listener of listeners) listener();
};

/** Whether `error` means the server could not be reached (not that it refused). */
export function isUnreachableError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || (error.status >= 502 && error.status <= 504));
}

/** Called with each query's failure: only an unreachable server is noted. */
export function noteFailedCall(error: unknown): void {
  if (isUnreachableError(error)) set(true);
}

/** Called with each answered call. */
export function noteAnsweredCall(): void {
  set(false);
}

export function serverUnreachable(): boolean {
  return unreachable;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useServerUnreachable(): boolean {
  return useSyncExternalStore(subscribe, serverUnreachable, serverUnreachable);
}
