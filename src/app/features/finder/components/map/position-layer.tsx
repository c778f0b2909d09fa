import { Layer, Marker, Source } from '../../../../components/map/map-parts';
import { circlePolygon } from '../../map-geometry';
import type { Position } from '../../use-geolocation';

/** The user's position: a blue dot inside a circle as wide as the GPS accuracy (metres). */
export function PositionLayer({ position }: { position: Position }) {
  return (
    <>
      <Source id="gps-accuracy" type="geojson" data={circlePolygon(position, Math.max(position.accuracy, 1))}>
        <Layer id="gps-accuracy-fill" type="fill" paint={{ 'fill-color': '#0b5fff', 'fill-opacity': 0.15 }} />
        <Layer
          id="gps-accuracy-line"
          type="line"
          paint={{ 'line-color': '#0b5fff', 'line-width': 1.5, 'line-opacity': 0.6 }}
        />
      </Source>
      <Marker longitude={position.lng} latitude={position.lat} anchor="center">
        <span className="gps-dot" data-accuracy={Math.round(position.accuracy)} />
      </Marker>
    </>
  );
}
