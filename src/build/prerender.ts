import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { buildPlugin } from './build-plugin.ts';
import { FIRST_CHUNKS_ID, type FirstChunks } from '../app/first-chunks-data.ts';
import type { PrerenderedScreen, prerenderScreens } from '../app/prerender.tsx';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_FRAME_ATTRIBUTE } from '../app/prerendered.ts';

/**
 * Where the build writes the pages, as `<name>.<language>.html`: the server sends
 * `prerendered/login.en.html` for /login (src/server/static.ts).
 */
const prerenderedDir = 'prerendered';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The stylesheets of a guest's screen at `path`, from the shell's first-chunks block. */
function screenStylesheets(shell: string, path: string): string[] {
  const block = new RegExp(`<script type="application/json" id="${FIRST_CHUNKS_ID}">(.*?)</script>`, 's').exec(shell);
  if (!block?.[1]) throw new Error('prerender: the shell has no first-chunks block');
  const { guest } = JSON.parse(block[1]) as FirstChunks;
  return (guest[path] ?? []).filter((file) => file.endsWith('.css'));
}

/**
 * A guest's screen goes in #root, made inert (no tap, no focus) with read-only fields, so that
 * nothing typed before the app takes over can be lost when the app renders the screen over it;
 * its stylesheets go in the head (the app's loader finds them there and does not add them
 * again). The signed-in frame goes beside #root, inert, in the entry's stylesheet alone: the app
 * removes it as it lays out its own (a fixed bar: nothing else moves).
 */
function placeMarkup(shell: string, screen: PrerenderedScreen): { markup: string; root: string; links: string } {
  if (screen.kind === 'frame') {
    const markup = `<div inert="" aria-hidden="true" ${PRERENDERED_FRAME_ATTRIBUTE}="">${screen.html}</div>`;
    return { markup, root: `<div id="root"></div>${markup}`, links: '' };
  }
  const links = screenStylesheets(shell, screen.path)
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
  const markup = screen.html
    .replace(/^((?:<!--.*?-->)*)<([a-z]+)/, `$1<$2 inert="" ${PRERENDERED_ATTRIBUTE}=""`)
    .replace(/<input /g, '<input readonly="" ');
  return { markup, root: `<div id="root">${markup}</div>`, links };
}

/**
 * The built shell with a prerendered screen or frame (placeMarkup): its language on <html> and
 * its title. The page paints with its HTML and CSS alone, so its scripts are fetched at low
 * priority: on a slow link the stylesheet does not share the bandwidth with the bundle.
 */
export function composePrerenderedPage(shell: string, screen: PrerenderedScreen): string {
  // The CSP (style-src 'self') refuses a style attribute written in HTML; React's are set
  // through the DOM. The prerendered screen would look different until the app's render.
  if (/<[^>]+\sstyle="/.test(screen.html)) throw new Error(`prerender: ${screen.name} has an inline style attribute`);
  if (!/^(?:<!--.*?-->)*<[a-z]/.test(screen.html)) throw new Error(`prerender: ${screen.name} rendered no element`);
  const { markup, root, links } = placeMarkup(shell, screen);
  const title = screen.title ? `${escapeText(screen.title)} · Loc Liber` : 'Loc Liber';
  const replacements: [RegExp, string][] = [
    [/<html lang="[a-z]+">/, `<html lang="${screen.language}">`],
    [/<title>Loc Liber<\/title>/, `<title>${title}</title>`],
    [/<\/head>/, `${links}</head>`],
    [/<script type="module" /, '<script type="module" fetchpriority="low" '],
    [/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" '],
    [/<div id="root"><\/div>/, root],
  ];
  let page = shell;
  for (const [pattern, value] of replacements) {
    if (!pattern.test(page)) throw new Error(`prerender: the shell has no ${String(pattern)}`);
    page = page.replace(pattern, () => value);
  }
  if (!page.includes(markup)) throw new Error(`prerender: ${screen.name} was not placed`);
  return page;
}

/**
 * Vite plugin: after the build, the screens of src/app/prerender.tsx are rendered in Node
 * through Vite's SSR loader (the app's own components, routes and catalogs) and written as
 * pages beside index.html, one per screen and language. Build only.
 */
export function prerender(): Plugin {
  return buildPlugin('prerender', (config) => ({
    async closeBundle() {
      const outDir = resolve(config().root, config().build.outDir);
      const shellPath = join(outDir, 'index.html');
      if (config().build.ssr || !existsSync(shellPath)) return;
      const shell = await readFile(shellPath, 'utf8');
      const server = await createServer({
        configFile: config().configFile,
        root: config().root,
        mode: config().mode,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const entry = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
          prerenderScreens: typeof prerenderScreens;
        };
        const screens = await entry.prerenderScreens();
        await mkdir(join(outDir, prerenderedDir), { recursive: true });
        for (const screen of screens) {
          await writeFile(
            join(outDir, prerenderedDir, `${screen.name}.${screen.language}.html`),
            composePrerenderedPage(shell, screen),
          );
        }
        config().logger.info(`Prerendered ${screens.length} pages in ${prerenderedDir}/`);
      } finally {
        await server.close();
      }
    },
  }));
}
