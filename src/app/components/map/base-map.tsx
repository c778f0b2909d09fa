import './base-map.css';
import './map-attribution.css';
import { useLingui } from '@lingui/react/macro';
import { useMemo, type Ref } from 'react';
import { maplibre, MapView, type MapProps, type MapRef } from './map-parts';
import { useAppConfig } from '../../lib/app-config';
import { SpinnerBlock } from '../ui/spinner';
import { MAP_MAX_ZOOM, rasterMapStyle } from './raster-style';

export type BaseMapProps = Omit<MapProps, 'mapLib' | 'mapStyle'> & { ref?: Ref<MapRef> };

/**
 * The app's map: maplibre-gl through react-map-gl with the deployment's raster tiles
 * (GET /api/config tile_url) and their attribution, control texts in the app's language,
 * no rotation or tilt (north stays up, so orientation arrows read true). Import it only
 * from a lazily loaded component: maplibre must stay off the first load.
 */
export function BaseMap({ ref, children, style, onLoad, ...props }: BaseMapProps) {
  const { t, i18n } = useLingui();
  const config = useAppConfig();
  const mapStyle = useMemo(
    () => (config.data ? rasterMapStyle(config.data.tile_url, config.data.tile_attribution) : undefined),
    [config.data],
  );
  const locale = useMemo(
    () => ({
      'AttributionControl.ToggleAttribution': t`Toggle attribution`,
      'Map.Title': t`Map`,
      'Marker.Title': t`Map marker`,
      'NavigationControl.ZoomIn': t`Zoom in`,
      'NavigationControl.ZoomOut': t`Zoom out`,
      'NavigationControl.ResetBearing': t`Reset bearing to north`,
      'Popup.Close': t`Close popup`,
      'GeolocateControl.FindMyLocation': t`Find my location`,
      'GeolocateControl.LocationNotAvailable': t`Location not available`,
    }),
    [t],
  );

  if (!mapStyle) {
    return (
      <div className="map-placeholder" style={style}>
        {config.isError ? (
          <p className="muted text-sm">{t`The map could not be loaded.`}</p>
        ) : (
          <SpinnerBlock label={t`Loading map...`} />
        )}
      </div>
    );
  }
  return (
    <MapView
      // Control texts are fixed when the map is created: a new language makes a new map.
      key={i18n.locale}
      ref={ref}
      mapLib={maplibre}
      mapStyle={mapStyle}
      locale={locale}
      maxZoom={MAP_MAX_ZOOM}
      dragRotate={false}
      pitchWithRotate={false}
      touchPitch={false}
      attributionControl={{ compact: true }}
      style={style}
      onLoad={(event) => {
        // Two-finger rotation is off too; pinch zoom stays.
        event.target.touchZoomRotate.disableRotation();
        onLoad?.(event);
      }}
      {...props}
    >
      {children}
    </MapView>
  );
}
