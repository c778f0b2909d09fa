import type { ReactNode } from 'react';
import { Marker } from './map-parts';

export type Point = { latitude: number; longitude: number };

/** The point of a tap or a drop on a picker map, rounded to `digits` decimals. */
export function pickedPoint(lngLat: { lat: number; lng: number }, digits: number): Point {
  const scale = 10 ** digits;
  return { latitude: Math.round(lngLat.lat * scale) / scale, longitude: Math.round(lngLat.lng * scale) / scale };
}

/** A picker map's pin at `position`: dragging it picks the point where it is dropped. */
export function PickerPin({
  position,
  anchor,
  digits,
  onPick,
  children,
}: {
  position: Point;
  anchor: 'bottom' | 'center';
  digits: number;
  onPick: (point: Point) => void;
  children: ReactNode;
}) {
  return (
    <Marker
      latitude={position.latitude}
      longitude={position.longitude}
      anchor={anchor}
      draggable
      onDragEnd={(event) => onPick(pickedPoint(event.lngLat, digits))}
    >
      {children}
    </Marker>
  );
}
