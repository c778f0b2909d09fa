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
  close: () => Promise<void>;
};

export async function startGeocoderServer(places: Place[] = []): Promise<GeocoderServer> {
  const state = { requests: [] as GeocoderRequest[], places, failing: false };
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
