// Part of the early script (src/app/early.ts). The server's login page carries the screen
// prerendered (src/build/prerender.ts) for a guest, in the language the device's `language`
// cookie names. On a device that is signed in (the app sends it home) or whose stored choice
// differs (a choice kept before the cookie was), that screen would be the wrong one: it is
// removed, and the app paints as it would without it.
import type { Language } from './lib/languages';
import type { Session } from './lib/session-store';

/** The attribute on a prerendered screen's first element (written by the build, read by the app). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The prerendered screen still on the page, if any. */
export function prerenderedScreen(): Element | null {
  return document.querySelector(`[${PRERENDERED_ATTRIBUTE}]`);
}

export function dropUnfitPrerender(session: Session, language: Language): void {
  const prerendered = prerenderedScreen();
  if (prerendered && (session.accessToken || document.documentElement.lang !== language)) prerendered.remove();
}
