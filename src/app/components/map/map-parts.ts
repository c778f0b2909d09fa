// The one door to maplibre-gl and react-map-gl (lint allows them only in components/map):
// features take the map's parts from here. Import only from lazily loaded components: maplibre
// must stay off the first load.
import 'maplibre-gl/dist/maplibre-gl.css';
import * as maplibre from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

// maplibre-gl 6 derives its worker's URL from its own file name, which the bundler renames:
// point it at the worker file Vite emits instead ("Worker failed to load" otherwise).
maplibre.setWorkerUrl(workerUrl);

export { maplibre };
export type { StyleSpecification } from 'maplibre-gl';
export {
  AttributionControl,
  Layer,
  Map as MapView,
  Marker,
  NavigationControl,
  Popup,
  Source,
  type MapProps,
  type MapRef,
  type ViewStateChangeEvent,
} from 'react-map-gl/maplibre';
