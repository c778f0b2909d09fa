// Build only (src/build/prerender.ts loads it through Vite in Node): a screen rendered to HTML
// with the app's own routes and components, so the page that carries it paints the screen on a
// cold load before the bundle has arrived. The app then renders the same screen over it.
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterContextProvider, RouterProvider } from '@tanstack/react-router';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { BottomBar } from './components/layout/bottom-bar';
import { activateLanguage, i18n, languages, type Language } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { routeTree } from './route-tree.gen';

/** The screens a cold load can open on with no session: the path and its document title. */
export const prerenderedScreens = [{ path: '/login', name: 'login', title: msg`Log in` }];

export type PrerenderedScreen = {
  path: string;
  name: string;
  language: Language;
  title: string;
  html: string;
  /** `screen`: a guest's screen, in #root; `frame`: the signed-in frame of the page at `path`, beside it. */
  kind: 'screen' | 'frame';
};

/**
 * Every screen above in every language, as the app renders it for a guest before any input, and
 * the signed-in frame of the home (its bottom bar, Search active): what every signed-in screen
 * shows whoever the user is, and the one part of the home that needs no data.
 */
export async function prerenderScreens(): Promise<PrerenderedScreen[]> {
  const rendered: PrerenderedScreen[] = [];
  for (const language of languages) {
    await activateLanguage(language, { remember: false });
    for (const { path, name, title } of prerenderedScreens) {
      rendered.push({ path, name, language, title: i18n._(title), html: await renderPath(path), kind: 'screen' });
    }
    rendered.push({ path: '/', name: 'home', language, title: '', html: await renderFrame('/'), kind: 'frame' });
  }
  return rendered;
}

const memoryRouter = (path: string, queryClient = createQueryClient()) =>
  createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  });

async function renderPath(path: string): Promise<string> {
  const queryClient = createQueryClient();
  const router = memoryRouter(path, queryClient);
  await router.load();
  return renderToHtml(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The signed-in frame as AuthenticatedLayout renders it at `path` (links active as there), with no route loaded. */
function renderFrame(path: string): Promise<string> {
  return renderToHtml(
    <RouterContextProvider router={memoryRouter(path)}>
      <BottomBar menuOpen={false} onOpenMenu={() => undefined} />
    </RouterContextProvider>,
  );
}

async function renderToHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <I18nProvider i18n={i18n}>{node}</I18nProvider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
