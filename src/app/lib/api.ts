import { createApiClient } from './api-client';
import { currentLanguage } from './i18n';
import { createSessionStore } from './session-store';

/** The signed-in session of this browser (persisted). */
export const session = createSessionStore();

let unauthorizedHandler: () => void = () => undefined;

/** main.tsx wires what a 401 does (clear caches, go to /login) once the router exists. */
export function onUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

export const api = createApiClient({
  prefix: import.meta.env.VITE_API_BASE ?? '/api',
  session,
  language: currentLanguage,
  onUnauthorized: () => unauthorizedHandler(),
});
