import { useLingui } from '@lingui/react/macro';
import './map-notch.css';
import './static-lot-map.css';

type StaticLotMapProps = {
  /** The tile template ({z}/{x}/{y}, optional {s}), as GET /api/config gives it. */
  tileUrl: string;
  attribution?: string;
  lat: number;
  lng: number;
  /** From the lot's centre toward its recommended entry, degrees clockwise from north. */
  orientation: number | null;
  label: string;
  zoom?: number;
};

const TILE = 256;
const WIDTH = 3;
const HEIGHT = 2;

/** Web-Mercator tile coordinates (fractional) of a point at a zoom. */
function tilePoint(lat: number, lng: number, zoom: number) {
  const scale = 2 ** zoom;
  const rad = (lat * Math.PI) / 180;
  return {
    x: ((lng + 180) / 360) * scale,
    y: ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * scale,
  };
}

const tileSrc = (template: string, z: number, x: number, y: number) =>
  template
    .replace('{s}', 'abc'[(x + y) % 3]!)
    .replace('{z}', String(z))
    .replace('{x}', String(x))
    .replace('{y}', String(y));

/**
 * A small still map of a lot: a few tile images (the same addresses the map uses, so the
 * service worker's tile cache serves them offline) with the lot's pin and entry arrow. A
 * missing tile shows the frame's plain background.
 */
export function StaticLotMap({ tileUrl, attribution, lat, lng, orientation, label, zoom = 18 }: StaticLotMapProps) {
  const { t } = useLingui();
  const point = tilePoint(lat, lng, zoom);
  const firstX = Math.floor(point.x - WIDTH / 2 + 0.5);
  const firstY = Math.floor(point.y - HEIGHT / 2 + 0.5);
  // The lot sits in the middle of the frame (a percentage of the frame's own size).
  const offsetX = ((point.x - firstX) / WIDTH) * 100;
  const offsetY = ((point.y - firstY) / HEIGHT) * 100;
  const tiles = [];
  for (let dy = 0; dy < HEIGHT; dy++)
    for (let dx = 0; dx < WIDTH; dx++) tiles.push({ x: firstX + dx, y: firstY + dy, dx, dy });
  return (
    <div className="static-lot-map" role="img" aria-label={t`Map of parking lot ${label}`}>
      <div
        className="static-lot-map__tiles"
        style={{
          width: `${WIDTH * TILE}px`,
          height: `${HEIGHT * TILE}px`,
          left: `calc(50% - ${(offsetX / 100) * WIDTH * TILE}px)`,
          top: `calc(50% - ${(offsetY / 100) * HEIGHT * TILE}px)`,
        }}
      >
        {tiles.map((tile) => (
          <img
            key={`${tile.x}-${tile.y}`}
            src={tileSrc(tileUrl, zoom, tile.x, tile.y)}
            alt=""
            width={TILE}
            height={TILE}
            loading="lazy"
            decoding="async"
            style={{ left: tile.dx * TILE, top: tile.dy * TILE }}
            // A tile that cannot be had (offline and not cached, the tile service down) leaves
            // the map's own background, never the browser's broken-image icon.
            onError={(event) => {
              event.currentTarget.style.visibility = 'hidden';
            }}
          />
        ))}
      </div>
      <span className="static-lot-map__pin" aria-hidden="true">
        {orientation !== null ? (
          <span className="static-lot-map__arrow map-notch--up" style={{ transform: `rotate(${orientation}deg)` }} />
        ) : null}
      </span>
      {attribution ? <span className="static-lot-map__credit">{attribution.replace(/<[^>]*>/g, '')}</span> : null}
    </div>
  );
}
