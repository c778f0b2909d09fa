// Part of the early script (src/app/early.ts): the first screen's catalog and code are asked
// for while the app's entry downloads, not once it has run. index.html carries which files each
// language's catalog and each screen needs (src/build/first-chunks.ts writes them at build);
// the app's own loads later find them fetched (<link rel="modulepreload"> is what Vite's loader
// looks for; a stylesheet is fetched and applied when the screen asks for it).
import { FIRST_CHUNKS_ID, type FirstChunks } from './first-chunks-data';
import type { Language } from './lib/languages';
import type { Session } from './lib/session-store';
import { prerenderedScreen } from './prerendered';

function preload(href: string, lowPriority: boolean): void {
  const link = document.createElement('link');
  if (href.endsWith('.css')) {
    link.rel = 'preload';
    link.as = 'style';
  } else {
    link.rel = 'modulepreload';
  }
  // As Vite's loader asks (anonymous CORS): a request in another mode would not be reused.
  link.crossOrigin = '';
  if (lowPriority) link.fetchPriority = 'low';
  link.href = href;
  document.head.appendChild(link);
}

/**
 * Asks for the files of the language's catalog and of the screen at this path: a signed-in
 * user's screens with a session stored, a guest's without (the app sends a guest on a
 * signed-in screen to /login, and a signed-in user on /login home).
 */
export function preloadFirstChunks(session: Session, language: Language): void {
  const data = document.getElementById(FIRST_CHUNKS_ID)?.textContent;
  if (!data) return;
  const { catalogs, signedIn, guest } = JSON.parse(data) as FirstChunks;
  const routes = session.accessToken ? signedIn : guest;
  const path = window.location.pathname.replace(/(.)\/+$/, '$1');
  const files = [...(catalogs[language] ?? []), ...(routes[path] ?? [])];
  // A prerendered screen paints with no code: its stylesheet goes first on a slow link.
  const lowPriority = prerenderedScreen() !== null;
  for (const href of files) {
    // A prerendered page links its screen's stylesheets already.
    if (!document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) preload(href, lowPriority);
  }
}
