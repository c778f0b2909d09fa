import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Navigation } from 'lucide-react';
import './directions.css';
import { buttonClass } from './button';

type Platform = 'android' | 'ios' | 'web';

function platform(): Platform {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/android/i.test(agent)) return 'android';
  if (/iphone|ipad|ipod/i.test(agent) || (/macintosh/i.test(agent) && navigator.maxTouchPoints > 1)) return 'ios';
  return 'web';
}

/**
 * Where "Directions" goes: the device's maps app at the point (a geo: URI on Android, Apple
 * Maps on iOS), else a web map with a route to it.
 */
export function directionsUrl(lat: number, lng: number, label: string, on: Platform = platform()): string {
  const point = `${lat.toFixed(6)},${lng.toFixed(6)}`;
  if (on === 'android') return `geo:${point}?q=${point}(${encodeURIComponent(label)})`;
  if (on === 'ios') return `https://maps.apple.com/?daddr=${point}&q=${encodeURIComponent(label)}`;
  return `https://www.openstreetmap.org/directions?route=%3B${encodeURIComponent(point)}#map=19/${lat.toFixed(6)}/${lng.toFixed(6)}`;
}

const sides = [
  msg`Enter from the north side`,
  msg`Enter from the north-east side`,
  msg`Enter from the east side`,
  msg`Enter from the south-east side`,
  msg`Enter from the south side`,
  msg`Enter from the south-west side`,
  msg`Enter from the west side`,
  msg`Enter from the north-west side`,
];

/** orientation_degrees (from the lot's centre toward its recommended entry) as words. */
export function useEntrySide(degrees: number | null | undefined): string | null {
  const { i18n } = useLingui();
  if (degrees === null || degrees === undefined) return null;
  const index = Math.round((((degrees % 360) + 360) % 360) / 45) % 8;
  return i18n._(sides[index]!);
}

type DirectionsProps = { lat: number; lng: number; label: string; orientation?: number | null };

/** "Directions" to a lot (opens the maps app or a web map), with the side to enter from. */
export function Directions({ lat, lng, label, orientation }: DirectionsProps) {
  const { t } = useLingui();
  const side = useEntrySide(orientation);
  return (
    <div className="directions">
      <a
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
        href={directionsUrl(lat, lng, label)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="directions"
      >
        <Navigation size={16} aria-hidden="true" />
        {t`Directions`}
      </a>
      {side ? <p className="directions__side text-sm muted">{side}</p> : null}
    </div>
  );
}
