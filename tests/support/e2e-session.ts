import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchBrowser, newPhoneContext } from './browser';
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
};
type Options = { env?: (tiles: TileServer | undefined) => Record<string, string>; places?: Place[] };

/**
 * The frame most browser specs share, as vitest hooks: one real server (with `tiles`, and a
 * local tile server for the map, whose template the env gets) and one Chromium per file; a
 * fresh phone-sized context and page per test. Read the fields inside hooks and tests.
 */
export function useE2eSession(options: Options & { tiles: true }): E2eSession & { tiles: TileServer };
export function useE2eSession(options?: Options & { tiles?: false }): E2eSession;
export function useE2eSession(options: Options & { tiles?: boolean } = {}): E2eSession & { tiles?: TileServer } {
  const session = {} as E2eSession & { tiles?: TileServer };
  beforeAll(async () => {
    session.tiles = options.tiles ? await startTileServer() : undefined;
    session.geocoder = options.places ? await startGeocoderServer(options.places) : undefined;
    const geocoderEnv: Record<string, string> = session.geocoder ? { GEOCODER_URL: session.geocoder.url } : {};
    session.server = await startE2eServer({ ...geocoderEnv, ...options.env?.(session.tiles) });
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
