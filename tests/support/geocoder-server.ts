import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for a Nominatim-compatible geocoder (an outside edge: no network here). It
// answers GET /search?q=..&format=jsonv2 from a small gazetteer and logs every request.

export type Place = { name: string; lat: number; lon: number };
export type GeocoderRequest = { query: URLSearchParams; headers: IncomingHttpHeaders; at: number };
export type GeocoderServer = {
  url: string;
  requests: GeocoderRequest[];
  places: Place[];
  /** While true, every search answers 503. */
  failing: boolean;
  /** 'redirect': answers 302 to `redirectTo`; 'huge': streams an endless JSON list (bytes sent in `sentBytes`). */
  mode: 'normal' | 'redirect' | 'huge';
  redirectTo: string;
  sentBytes: number;
  close: () => Promise<void>;
};

export async function startGeocoderServer(places: Place[] = []): Promise<GeocoderServer> {
  const state = {
    requests: [] as GeocoderRequest[],
    places,
    failing: false,
    mode: 'normal' as GeocoderServer['mode'],
    redirectTo: '',
    sentBytes: 0,
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/search') {
      res.writeHead(404).end();
      return;
    }
    state.requests.push({ query: url.searchParams, headers: req.headers, at: Date.now() });
    if (state.failing) {
      res.writeHead(503).end();
      return;
    }
    if (state.mode === 'redirect') {
      res.writeHead(302, { Location: state.redirectTo }).end();
      return;
    }
    if (state.mode === 'huge') {
      // 64 KiB pieces of a JSON list, without a Content-Length, until the reader hangs up.
      state.sentBytes = 0;
      const piece = `${JSON.stringify({ display_name: 'x'.repeat(65_000), lat: '1', lon: '1' })},`;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('[');
      const more = () => {
        while (!res.destroyed && state.sentBytes < 50 * 1024 * 1024) {
          state.sentBytes += piece.length;
          if (!res.write(piece)) return void res.once('drain', more);
        }
        res.end('{}]');
      };
      res.on('close', () => undefined);
      more();
      return;
    }
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const found = state.places
      .filter((p) => p.name.toLowerCase().includes(q))
      .slice(0, Number(url.searchParams.get('limit') ?? 10))
      .map((p) => ({ display_name: p.name, lat: String(p.lat), lon: String(p.lon), place_id: 1 }));
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(found));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  });
}
