import { relative } from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { FIRST_CHUNKS_ID, type FirstChunks } from '../app/first-chunks-data.ts';

/**
 * The path a route file serves (TanStack Router's file names: `_layout` folders add nothing,
 * `index` is the folder's own path, a trailing `_` leaves the parent's layout, `.` nests), or
 * undefined for a path with a parameter, a pathless layout, the root, or a file that is not a route.
 */
export function routePathOf(file: string): string | undefined {
  const match = /^(.*)\.tsx$/.exec(file);
  const name = match?.[1];
  // A pathless layout (`_guest.tsx`) is a part of other screens, not one of its own.
  if (!name || /(^|\/)_[^/]*$/.test(name) || /[$(]/.test(name)) return undefined;
  const segments = name
    .split(/[/.]/)
    .filter((s) => !s.startsWith('_') && s !== 'index')
    .map((s) => s.replace(/_$/, ''));
  return `/${segments.join('/')}`;
}

/** The layout of every screen that needs a session (a guest there goes to /login). */
const SIGNED_IN_LAYOUT = '_authenticated/';

/** The route files whose lazy chunks a route's first screen loads: its layouts', then its own. */
function routeFiles(file: string): string[] {
  const folders = file.split('/').slice(0, -1);
  return [...folders.map((_, i) => `${folders.slice(0, i + 1).join('/')}.tsx`), file];
}

/**
 * Which files each catalog and each screen needs, from the written bundle: the chunks of a
 * route file (TanStack Router splits one into several, `?tsr-split=...`) and of a catalog,
 * each with its static imports and CSS, less what the entry already brings.
 */
export function firstChunksOf(bundle: Rolldown.OutputBundle, root: string, base: string): FirstChunks {
  const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  /** The source file a chunk is the facade of, from the root (TanStack's `?tsr-split=...` dropped). */
  const sourceOf = (chunk: Rolldown.OutputChunk) =>
    chunk.facadeModuleId ? relative(root, chunk.facadeModuleId.replace(/\?.*$/, '')) : undefined;
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const withImports = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    const chunk = byFile.get(fileName);
    for (const css of chunk?.viteMetadata?.importedCss ?? []) into.add(css);
    for (const imported of chunk?.imports ?? []) withImports(imported, into);
  };
  const loaded = new Set<string>();
  for (const entry of chunks.filter((c) => c.isEntry)) withImports(entry.fileName, loaded);
  const filesOf = (sources: string[]) => {
    const files = new Set<string>();
    for (const chunk of chunks) {
      const source = sourceOf(chunk);
      if (source && sources.includes(source)) withImports(chunk.fileName, files);
    }
    return [...files].filter((f) => !loaded.has(f)).map((f) => `${base}${f}`);
  };

  const routesDir = 'src/app/routes/';
  const routeSources = new Set<string>();
  for (const chunk of chunks) {
    const source = sourceOf(chunk);
    if (source?.startsWith(routesDir)) routeSources.add(source.slice(routesDir.length));
  }
  const signedIn: Record<string, string[]> = {};
  const guest: Record<string, string[]> = {};
  for (const file of [...routeSources].sort()) {
    const path = routePathOf(file);
    if (!path) continue;
    const routes = file.startsWith(SIGNED_IN_LAYOUT) ? signedIn : guest;
    // A layout with a path (`admin.tsx`) and its index (`admin/index.tsx`) serve one path.
    const files = new Set([...(routes[path] ?? []), ...filesOf(routeFiles(file).map((f) => routesDir + f))]);
    if (files.size) routes[path] = [...files];
  }
  const catalogs: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const language = /^locales\/([a-z]+)\/messages\.po$/.exec(sourceOf(chunk) ?? '')?.[1];
    if (language) catalogs[language] = filesOf([`locales/${language}/messages.po`]);
  }
  return { catalogs, signedIn, guest };
}

/**
 * index.html carries, as data, the files of each catalog and of each screen, so the early
 * script (src/app/first-chunks.ts) asks for the first screen's catalog and code while the entry
 * downloads, instead of once the entry has run: one round trip less before the first screen
 * (docs/performance.md, "The first screen's chunks beside the entry"). Build only.
 */
export function firstChunks(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'loc-liber:first-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx): HtmlTagDescriptor[] => {
        if (!ctx.bundle) return [];
        // In the head after the charset, before the early script (a later plugin): parsed
        // before that script can run.
        const data = JSON.stringify(firstChunksOf(ctx.bundle, root, base)).replaceAll('<', '\\u003c');
        return [
          { tag: 'script', attrs: { type: 'application/json', id: FIRST_CHUNKS_ID }, children: data, injectTo: 'head' },
        ];
      },
    },
  };
}
