import './admin.css';
import { useLingui } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import { Marker, NavigationControl } from '../../../components/map/map-parts';
import { BaseMap } from '../../../components/map/base-map';

export type Point = { latitude: number; longitude: number };

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** A small map: a tap (or dragging the pin) sets the location's position. Loaded lazily. */
export function LocationPickerMap({ position, onPick }: { position: Point; onPick: (point: Point) => void }) {
  const { t } = useLingui();
  return (
    <div className="admin-map" role="group" aria-label={t`Map: tap where the location is`}>
      <BaseMap
        initialViewState={{ latitude: position.latitude, longitude: position.longitude, zoom: 15 }}
        style={{ width: '100%', height: '100%' }}
        cursor="crosshair"
        onClick={(event) => onPick({ latitude: round(event.lngLat.lat), longitude: round(event.lngLat.lng) })}
      >
        <NavigationControl showCompass={false} position="top-right" />
        <Marker
          latitude={position.latitude}
          longitude={position.longitude}
          anchor="bottom"
          draggable
          onDragEnd={(event) => onPick({ latitude: round(event.lngLat.lat), longitude: round(event.lngLat.lng) })}
        >
          <MapPin size={32} color="var(--color-brand)" fill="var(--color-brand-soft)" aria-hidden="true" />
        </Marker>
      </BaseMap>
    </div>
  );
}
