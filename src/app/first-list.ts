// Part of the early script (src/app/early.ts): the signed-in home's list asks for its lots while
// the app's bundle is still downloading and evaluating, not once it has run (docs/performance.md).
// It sends the request the list will make, as the API client would (the token, the language),
// and leaves the response for features/finder/prime-first-list.ts, which checks that the search
// is the same. Anything unusual (a token about to expire, no storage) and it does nothing: the
// app then asks as before.
import './lib/app-zone-table';
import { firstListSearch, handOverFirstList, searchString } from './features/finder/first-list-search';
import { SEARCH_TIMEOUT_MS } from './features/finder/search-timeout';
import { loadFinderState } from './features/finder/saved-finder-state';
import type { Language } from './lib/languages';
import type { Session } from './lib/session-store';

/** As lib/api-client.ts: a token this close to its expiry is refreshed first, so the app asks itself. */
const EXPIRY_MARGIN_MS = 30_000;

/** Sends the signed-in home list's first search, when this page opens that list. */
export function sendFirstListSearch(session: Session, language: Language): void {
  if (!session.accessToken || (session.expiresAt !== null && session.expiresAt - EXPIRY_MARGIN_MS <= Date.now()))
    return;
  const params = firstListSearch(window.location, session, navigator.onLine, () =>
    loadFinderState(session.user?.id ?? null),
  );
  if (!params) return;
  const search = searchString(params);
  const response = fetch(`${import.meta.env.VITE_API_BASE ?? '/api'}/parking-finder?${search}`, {
    headers: {
      Accept: 'application/json',
      'Accept-Language': language,
      Authorization: `Bearer ${session.accessToken}`,
    },
    signal: AbortSignal.timeout(SEARCH_TIMEOUT_MS),
  });
  // Not taken (the app asked for another search): no unhandled rejection.
  response.catch(() => undefined);
  handOverFirstList({ search, response });
}
