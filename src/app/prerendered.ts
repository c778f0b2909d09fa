// Part of the early script (src/app/early.ts). The server's pages can carry what the build
// prerendered (src/build/prerender.ts), in the language the device's `language` cookie names:
// the login screen for a guest, and the signed-in frame (the bottom bar) on the home for a
// device whose `signed_in` cookie says it keeps a session. Where that guess is wrong (a guest's
// screen on a signed-in device, the frame on a device signed out, or a language chosen before
// the cookie existed), the early script removes it and the app paints as it would without it.
import type { Language } from './lib/languages';
import type { Session } from './lib/session-store';
import { rememberSignedIn } from './lib/signed-in-hint.ts';

/** The attribute on a prerendered screen's first element (written by the build, read by the app). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** The attribute on the prerendered signed-in frame, beside #root: the app removes it once its own frame is on the page. */
export const PRERENDERED_FRAME_ATTRIBUTE = 'data-prerendered-frame';

/** The prerendered screen still on the page, if any (in #root: the app's first render replaces it). */
export function prerenderedScreen(): Element | null {
  return document.querySelector(`[${PRERENDERED_ATTRIBUTE}]`);
}

/** The prerendered signed-in frame still on the page, if any. */
export function prerenderedFrame(): Element | null {
  return document.querySelector(`[${PRERENDERED_FRAME_ATTRIBUTE}]`);
}

/** Called where the app's own frame (or a guest's screen) has been laid out, before it paints. */
export function dropPrerenderedFrame(): void {
  prerenderedFrame()?.remove();
}

export function dropUnfitPrerender(session: Session, language: Language): void {
  const otherLanguage = document.documentElement.lang !== language;
  const screen = prerenderedScreen();
  if (screen && (session.accessToken || otherLanguage)) screen.remove();
  const frame = prerenderedFrame();
  if (frame && (!session.accessToken || otherLanguage)) frame.remove();
}

/** The server's hint follows the session stored here (a session kept from before the hint existed, one cleared by hand). */
export function keepSignedInHint(session: Session): void {
  rememberSignedIn(Boolean(session.accessToken));
}
