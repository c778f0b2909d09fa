import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchBrowser, newPhoneContext } from './browser';
import { apiLogin } from './e2e-api';
import { startE2eServer, type E2eServer } from './e2e-server';
import { startGeocoderServer, type GeocoderServer, type Place } from './geocoder-server';
import { startTileServer, type TileServer } from './tile-server';

export type E2eSession = {
  server: E2eServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** The local geocoder stand-in, when the options name `places` (GEOCODER_URL points at it). */
  geocoder?: GeocoderServer;
  /** The administrator's bearer token, when the options name `admin`. */
  adminToken: string;
};
type Options = {
  env?: (tiles: TileServer | undefined) => Record<string, string>;
  places?: Place[];
  /** The server's administrator (ADMIN_EMAIL, ADMIN_PASSWORD), signed in once: `adminToken`. */
  admin?: { email: string; password: string };
};

/**
 * The frame most browser specs share, as vitest hooks: one real server (with `tiles`, and a
 * local tile server for the map, whose template the env gets) and one Chromium per file; a
 * fresh phone-sized context and page per test. With `tiles`, TILE_URL points the app at the
 * tile server. Read the fields inside hooks and tests.
 */
export function useE2eSession(options: Options & { tiles: true }): E2eSession & { tiles: TileServer };
export function useE2eSession(options?: Options & { tiles?: false }): E2eSession;
export function useE2eSession(options: Options & { tiles?: boolean } = {}): E2eSession & { tiles?: TileServer } {
  const session = {} as E2eSession & { tiles?: TileServer };
  beforeAll(async () => {
    session.tiles = options.tiles ? await startTileServer() : undefined;
    session.geocoder = options.places ? await startGeocoderServer(options.places) : undefined;
    const env: Record<string, string> = {
      ...(session.geocoder ? { GEOCODER_URL: session.geocoder.url } : {}),
      ...(session.tiles ? { TILE_URL: session.tiles.template } : {}),
      ...(options.admin ? { ADMIN_EMAIL: options.admin.email, ADMIN_PASSWORD: options.admin.password } : {}),
    };
    session.server = await startE2eServer({ ...env, ...options.env?.(session.tiles) });
    if (options.admin) {
      session.adminToken = await apiLogin(session.server.url, options.admin.email, options.admin.password);
    }
    session.browser = await launchBrowser();
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.stop();
    await session.tiles?.close();
    await session.geocoder?.close();
  });
  beforeEach(async () => {
    session.context = await newPhoneContext(session.browser, session.server.url);
    session.page = await session.context.newPage();
  });
  afterEach(async () => {
    await session.context?.close();
  });
  return session;
}
