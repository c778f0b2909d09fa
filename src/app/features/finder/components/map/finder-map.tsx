import '../../../../components/map/map-notch.css';
import './finder-map.css';
import '../../../../components/map/map-attribution.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { finderMarkerOf } from '../../../../../domain/finder-marker';
import {
  AttributionControl,
  maplibre,
  MapView,
  NavigationControl,
  type MapRef,
  type ViewStateChangeEvent,
} from '../../../../components/map/map-parts';
import type { FinderLot, FinderMapResults, FinderMarker, LotLocation } from '../../api/find-parking-lots';
import type { GeocodePlace } from '../../api/geocode';
import {
  FIT_MAX_ZOOM,
  groupByLocation,
  INITIAL_ZOOM,
  MAP_MAX_ZOOM,
  rasterStyle,
  type FlyRequest,
  type MapViewState,
} from '../../map-geometry';
import { LOT_MARKERS_MIN_ZOOM } from '../../marker-colour';
import type { Bounds } from '../../search-bounds';
import type { Position } from '../../use-geolocation';
import { DestinationPin } from './destination-pin';
import { LocationMarker } from './location-marker';
import { LotMarker } from './lot-marker';
import { MapOverlays } from './map-overlays';
import { PositionLayer } from './position-layer';
import { coveredEdges, type Padding } from './visible-area';

export type MapViewReport = MapViewState & { bounds: Bounds };

export type FinderMapProps = {
  tileUrl: string;
  attribution: string;
  /** The map answer's markers and their locations. */
  results: FinderMapResults;
  zone: string;
  selectedId: number | null;
  /** The selected lot's record: drawn even when the search does not find it (a lot the user booked). */
  selectedLot: FinderLot | undefined;
  onSelectLot: (lot: FinderMarker) => void;
  initialView: MapViewState;
  /** The last move asked of the map; one with a locationId fits that location's lots and shows them. */
  flyTo: FlyRequest | null;
  /** A location popup's "View on map": the screen asks the map to fit its lots. */
  onFocusLocation: (location: LotLocation) => void;
  position: Position | null;
  destination: GeocodePlace | null;
  onLocate: () => void;
  loading: boolean;
  error: unknown;
  onViewChange: (view: MapViewReport) => void;
  /** Switches to the list (offered when the map has no tiles). */
  onShowList: () => void;
};

/** Map moves are reported at most every 50 ms (SPEC.md section 9). */
const MOVE_DEBOUNCE_MS = 50;
/** How long a location's lots are awaited to be fitted (the search around it takes a moment). */
const PENDING_FIT_MS = 10_000;

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

/**
 * Where a point must sit, relative to the container's centre, to be in the middle of the
 * uncovered part. An offset, not maplibre's `padding` option: that one stays on the map and
 * would add itself to every later fit.
 */
const centreOffset = (padding: Padding): [number, number] => [
  (padding.left - padding.right) / 2,
  (padding.top - padding.bottom) / 2,
];

const asMarker = (lot: FinderLot): FinderMarker => finderMarkerOf(lot);

/** The map mode of the home screen (its own lazily loaded chunk, with maplibre). */
export function FinderMap(props: FinderMapProps) {
  const { results, onViewChange, flyTo, selectedLot } = props;
  const mapRef = useRef<MapRef>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [zoom, setZoom] = useState(props.initialView.zoom);
  const [openLocation, setOpenLocation] = useState<number | null>(null);
  // The location whose lots were fitted into view: they show at that zoom, whatever it is.
  const focusedLocation = flyTo?.locationId ?? null;
  // A location to fit once the map's answer holds its lots (a link from /locations), for a while.
  const pendingFit = useRef<{ locationId: number; until: number } | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const sheetOpen = props.selectedId !== null;
  // The selected lot is drawn even when this search does not find it (booked by the user).
  const lots = useMemo(
    () =>
      selectedLot && !results.markers.some((m) => m.id === selectedLot.id)
        ? [...results.markers, asMarker(selectedLot)]
        : results.markers,
    [results.markers, selectedLot],
  );
  const style = useMemo(() => rasterStyle(props.tileUrl, props.attribution), [props.tileUrl, props.attribution]);
  const locations = useMemo(() => groupByLocation(results.markers, results.locations), [results]);

  const flyToPoint = (lat: number, lng: number, targetZoom?: number) => {
    const map = mapRef.current?.getMap();
    if (!map) return;
    map.flyTo({
      center: [lng, lat],
      zoom: targetZoom ?? Math.max(map.getZoom(), INITIAL_ZOOM),
      offset: centreOffset(coveredEdges(map.getContainer(), sheetOpen)),
      duration: 600,
    });
  };

  /** Fits the location's lots into the uncovered part of the map; false when none is known. */
  const fitLocation = (locationId: number): boolean => {
    const map = mapRef.current?.getMap();
    const own = lots.filter((lot) => lot.location_id === locationId);
    if (!map || own.length === 0) return false;
    const bounds = new maplibre.LngLatBounds();
    own.forEach((lot) => bounds.extend([lot.longitude, lot.latitude]));
    map.fitBounds(bounds, {
      padding: coveredEdges(map.getContainer(), sheetOpen),
      maxZoom: FIT_MAX_ZOOM,
      duration: 600,
    });
    return true;
  };

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
    if (!flyTo) return;
    pendingFit.current = null;
    if (flyTo.locationId !== undefined) {
      if (fitLocation(flyTo.locationId)) return;
      pendingFit.current = { locationId: flyTo.locationId, until: Date.now() + PENDING_FIT_MS };
    }
    flyToPoint(flyTo.lat, flyTo.lng, flyTo.zoom);
    // Only a new request moves the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flyTo]);

  // A location asked for before its lots were known is fitted once an answer holds them.
  useEffect(() => {
    const pending = pendingFit.current;
    if (!pending) return;
    if (Date.now() > pending.until || fitLocation(pending.locationId)) pendingFit.current = null;
    // Only a new answer fits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [results]);

  // The selected lot is brought into the part of the map the sheet leaves visible.
  const selectedMarker = lots.find((lot) => lot.id === props.selectedId);
  useEffect(() => {
    const map = mapRef.current?.getMap();
    if (!map || !selectedMarker) return;
    const padding = coveredEdges(map.getContainer(), true);
    const point = map.project([selectedMarker.longitude, selectedMarker.latitude]);
    const { clientWidth, clientHeight } = map.getContainer();
    const visible =
      point.x >= padding.left &&
      point.x <= clientWidth - padding.right &&
      point.y >= padding.top &&
      point.y <= clientHeight - padding.bottom;
    if (!visible)
      map.easeTo({
        center: [selectedMarker.longitude, selectedMarker.latitude],
        offset: centreOffset(padding),
        duration: 400,
      });
    // Only a newly selected lot moves the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedMarker?.id]);

  const lotsShown = zoom >= LOT_MARKERS_MIN_ZOOM;
  const shownLots = lots.filter(
    (lot) =>
      lotsShown || lot.id === props.selectedId || (focusedLocation !== null && lot.location_id === focusedLocation),
  );
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
        {props.destination ? <DestinationPin place={props.destination} /> : null}
        {locations.map((group) => (
          <LocationMarker
            key={group.location.id}
            group={group}
            open={openLocation === group.location.id}
            onOpen={setOpenLocation}
            onViewOnMap={props.onFocusLocation}
          />
        ))}
        {shownLots.map((lot) => (
          <LotMarker
            key={lot.id}
            lot={lot}
            zoom={zoom}
            zone={props.zone}
            selected={lot.id === props.selectedId}
            onSelect={props.onSelectLot}
          />
        ))}
      </MapView>
      <MapOverlays
        zoomHint={lotsShown || focusedLocation !== null ? null : zoom}
        loading={props.loading}
        error={props.error}
        empty={results.markers.length === 0}
        onLocate={props.onLocate}
        tilesFailed={tilesFailed}
        onShowList={props.onShowList}
      />
    </div>
  );
}
