import './finder-map.css';
import '../../../../components/map/map-attribution.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  AttributionControl,
  maplibre,
  MapView,
  NavigationControl,
  type MapRef,
  type ViewStateChangeEvent,
} from '../../../../components/map/map-parts';
import type { FinderMapResults, FinderMarker } from '../../api/find-parking-lots';
import {
  FOCUS_ZOOM,
  groupByLocation,
  MAP_MAX_ZOOM,
  rasterStyle,
  type FlyRequest,
  type MapViewState,
} from '../../map-geometry';
import { LOT_MARKERS_MIN_ZOOM } from '../../marker-colour';
import type { Bounds } from '../../search-bounds';
import type { Position } from '../../use-geolocation';
import { LocationMarker } from './location-marker';
import { LotMarker } from './lot-marker';
import { MapOverlays } from './map-overlays';
import { PositionLayer } from './position-layer';

export type MapViewReport = MapViewState & { bounds: Bounds };

export type FinderMapProps = {
  tileUrl: string;
  attribution: string;
  /** The map answer's markers and their locations. */
  results: FinderMapResults;
  zone: string;
  selectedId: number | null;
  onSelectLot: (lot: FinderMarker) => void;
  initialView: MapViewState;
  flyTo: FlyRequest | null;
  position: Position | null;
  onLocate: () => void;
  loading: boolean;
  error: unknown;
  onViewChange: (view: MapViewReport) => void;
  /** Switches to the list (offered when the map has no tiles). */
  onShowList: () => void;
};

/** The share of the map's height the selected lot's sheet covers at its peek (see selected-lot-panel.css). */
export const SHEET_PEEK_SHARE = 0.45;

/** Room kept clear of the map's own top overlays, and of the sheet when a lot is selected. */
function visiblePadding(map: maplibre.Map, sheetOpen: boolean) {
  const height = map.getContainer().clientHeight;
  return { top: 56, left: 16, right: 56, bottom: sheetOpen ? Math.round(height * SHEET_PEEK_SHARE) + 16 : 16 };
}

/** Map moves are reported at most every 50 ms (SPEC.md section 9). */
const MOVE_DEBOUNCE_MS = 50;

function report(map: MapRef): MapViewReport {
  const b = map.getBounds();
  const c = map.getCenter();
  return {
    lat: c.lat,
    lng: c.lng,
    zoom: map.getZoom(),
    bounds: { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() },
  };
}

/** The map mode of the home screen (its own lazily loaded chunk, with maplibre). */
export function FinderMap(props: FinderMapProps) {
  const { results, onViewChange, flyTo } = props;
  const lots = results.markers;
  const mapRef = useRef<MapRef>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [zoom, setZoom] = useState(props.initialView.zoom);
  const [openLocation, setOpenLocation] = useState<number | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const sheetOpen = props.selectedId !== null;
  const flyToPoint = (lat: number, lng: number, zoom?: number) => {
    const map = mapRef.current?.getMap();
    if (!map) return;
    map.flyTo({
      center: [lng, lat],
      zoom: zoom ?? map.getZoom(),
      padding: visiblePadding(map, sheetOpen),
      duration: 600,
    });
  };
  const style = useMemo(() => rasterStyle(props.tileUrl, props.attribution), [props.tileUrl, props.attribution]);
  const locations = useMemo(() => groupByLocation(results.markers, results.locations), [results]);

  const onMove = (event: ViewStateChangeEvent) => {
    clearTimeout(timer.current);
    const map = event.target;
    timer.current = setTimeout(() => {
      setZoom(map.getZoom());
      if (mapRef.current) onViewChange(report(mapRef.current));
    }, MOVE_DEBOUNCE_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (flyTo) flyToPoint(flyTo.lat, flyTo.lng, flyTo.zoom);
    // Only a new request moves the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flyTo]);

  // The selected lot is brought into the part of the map the sheet leaves visible.
  const selectedLot = lots.find((lot) => lot.id === props.selectedId);
  useEffect(() => {
    const map = mapRef.current?.getMap();
    if (!map || !selectedLot) return;
    const padding = visiblePadding(map, true);
    const point = map.project([selectedLot.longitude, selectedLot.latitude]);
    const { clientWidth, clientHeight } = map.getContainer();
    const visible =
      point.x >= padding.left &&
      point.x <= clientWidth - padding.right &&
      point.y >= padding.top &&
      point.y <= clientHeight - padding.bottom;
    if (!visible) map.easeTo({ center: [selectedLot.longitude, selectedLot.latitude], padding, duration: 400 });
    // Only a newly selected lot moves the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedLot?.id]);

  return (
    <div className="finder-map" data-zoom={zoom.toFixed(1)}>
      <MapView
        ref={mapRef}
        mapLib={maplibre}
        initialViewState={{
          latitude: props.initialView.lat,
          longitude: props.initialView.lng,
          zoom: props.initialView.zoom,
        }}
        maxZoom={MAP_MAX_ZOOM}
        mapStyle={style}
        attributionControl={false}
        // Lets tests (and screenshots) read the painted pixels back.
        canvasContextAttributes={{ preserveDrawingBuffer: true }}
        dragRotate={false}
        touchPitch={false}
        style={{ position: 'absolute', inset: 0 }}
        onMove={onMove}
        onLoad={(event) => {
          setZoom(event.target.getZoom());
          if (mapRef.current) onViewChange(report(mapRef.current));
        }}
        onError={(event) => {
          // A tile that fails (no signal and none cached, or the tile service down) says so.
          if ('tile' in event || 'sourceId' in event) setTilesFailed(true);
          else console.warn('Map error', event.error);
        }}
        onData={(event) => {
          if (event.dataType === 'source' && 'tile' in event && event.tile) setTilesFailed(false);
        }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        <AttributionControl position="bottom-right" compact />
        {props.position ? <PositionLayer position={props.position} /> : null}
        {locations.map((group) => (
          <LocationMarker
            key={group.location.id}
            group={group}
            open={openLocation === group.location.id}
            onOpen={setOpenLocation}
            onViewOnMap={(lat, lng) => flyToPoint(lat, lng, FOCUS_ZOOM)}
          />
        ))}
        {zoom >= LOT_MARKERS_MIN_ZOOM
          ? lots.map((lot) => (
              <LotMarker
                key={lot.id}
                lot={lot}
                zoom={zoom}
                zone={props.zone}
                selected={lot.id === props.selectedId}
                onSelect={props.onSelectLot}
              />
            ))
          : null}
      </MapView>
      <MapOverlays
        zoom={zoom}
        loading={props.loading}
        error={props.error}
        empty={lots.length === 0}
        onLocate={props.onLocate}
        tilesFailed={tilesFailed}
        onShowList={props.onShowList}
      />
    </div>
  );
}
