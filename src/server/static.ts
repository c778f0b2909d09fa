import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { messages } from './lib/errors';
import { SIGNED_IN_COOKIE } from '../domain/signed-in-hint';
import { requestLanguage } from './lib/request-language';
import { defaultLanguage, isLanguage, translate, type Language } from './lib/i18n';

/** Adds `field` to the answer's Vary, after what is there (CORS's Origin, compression's). */
function addVary(reply: FastifyReply, field: string): void {
  const vary = reply.getHeader('vary');
  void reply.header('vary', vary ? `${String(vary)}, ${field}` : field);
}

/** A cookie's value in a Cookie header (the text up to its `;`), undefined when it is not there. */
function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1);
  }
  return undefined;
}

/** The language the app remembers on this device: it keeps it in a `language` cookie too. */
function chosenLanguage(cookieHeader: string | undefined): Language {
  const value = cookieValue(cookieHeader, 'language');
  return isLanguage(value) ? value : defaultLanguage;
}

/** Whether the device keeps a session (domain/signed-in-hint.ts: a hint for the page's layout, never a credential). */
function keepsSession(cookieHeader: string | undefined): boolean {
  return cookieValue(cookieHeader, SIGNED_IN_COOKIE) === '1';
}

/**
 * The prerendered page for a client route, by the device's cookies: the guest's screen of the
 * same name (/login), or on the home the signed-in frame for a device that keeps a session.
 */
function prerenderedPage(path: string, cookieHeader: string | undefined): string | undefined {
  const language = chosenLanguage(cookieHeader);
  if (path === '/') return keepsSession(cookieHeader) ? `home.${language}.html` : undefined;
  const screen = /^\/([a-z-]+)$/.exec(path)?.[1];
  return screen && `${screen}.${language}.html`;
}

/**
 * Serves the built PWA: hashed assets cached for a year, the service worker and the shell
 * never cached, and every other non-API GET answered with the shell (client-side routes).
 */
export async function registerStatic(app: FastifyInstance, staticDir: string, serveSourceMaps = false): Promise<void> {
  const root = resolve(staticDir);
  const hasBuild = existsSync(join(root, 'index.html'));
  // The pages the build prerendered (src/build/prerender.ts), `<name>.<language>.html`: /login
  // is answered with login.ro.html or login.en.html when the build wrote it, the home with
  // home.ro.html or home.en.html on a device that keeps a session.
  const prerenderedFiles = new Set(existsSync(join(root, 'prerendered')) ? readdirSync(join(root, 'prerendered')) : []);
  const prerenderedHome = [...prerenderedFiles].some((file) => file.startsWith('home.'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      // One route for every file (GET /*; a path with no file goes on to the not-found handler
      // below), not a route per file of the build: those took 40 ms of every start to list and
      // register (docs/performance.md, "session 41").
      wildcard: true,
      index: false,
      // The build's brotli and gzip copies (src/build/precompress.ts), sent as they are.
      preCompressed: true,
      // Our setHeaders decides; send's own 'public, max-age=0' would overwrite it.
      cacheControl: false,
      // The build's source maps stay on disk unless SERVE_SOURCE_MAPS asks for them. A folder
      // (`/`, `/assets/`) is no file: the not-found handler answers it (send would say 403).
      allowedPath: (pathName) => !pathName.endsWith('/') && (serveSourceMaps || !pathName.endsWith('.map')),
      setHeaders(res, path) {
        if (path.includes(`${join(root, 'assets')}`))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'no-cache');
      },
    });
    // A file sent from the build's compressed copies carries no Vary (only compression on the
    // fly adds it): without it a shared cache could give a brotli file to a client without brotli.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (reply.hasHeader('content-encoding') && !/accept-encoding/i.test(String(reply.getHeader('vary') ?? ''))) {
        addVary(reply, 'Accept-Encoding');
      }
      done(null, payload);
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // The API, the socket and the Pusher HTTP API never answer the app's page.
    const isApi = /^\/(api|apps?)(\/|\?|$)/.test(request.url);
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && !isApi && !/\.[a-z0-9]+$/i.test(path);
    if (hasBuild && wantsPage) {
      // A prerendered screen paints before the bundle arrives, in the language the device chose.
      const page = prerenderedPage(path, request.headers.cookie);
      reply.header('Cache-Control', 'no-cache');
      const prerendered = page !== undefined && prerenderedFiles.has(page);
      // The home's page depends on the cookies whichever is sent: a shared cache keeps both.
      if (prerendered || (path === '/' && prerenderedHome)) addVary(reply, 'Cookie');
      if (!prerendered) return reply.sendFile('index.html');
      return reply.sendFile(`prerendered/${page}`);
    }
    return reply.status(404).send({ message: translate(requestLanguage(request), messages.notFound) });
  });
}
