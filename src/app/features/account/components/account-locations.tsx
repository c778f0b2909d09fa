import { useLingui } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDateTime } from '../../../lib/dates';
import type { UserLocation } from '../../../lib/session-store';

/** The restricted locations the user may park at, with the date each was granted. */
export function AccountLocations({ locations }: { locations: UserLocation[] }) {
  const { t } = useLingui();
  return (
    <Card title={t`Your locations`} flush={locations.length > 0}>
      {locations.length === 0 ? (
        <EmptyState icon={MapPin} title={t`No locations yet`}>
          {t`An administrator can give you access to a restricted location.`}
        </EmptyState>
      ) : (
        <ul className="list">
          {locations.map((location) => (
            <li key={location.id} className="list__item">
              <MapPin size={20} aria-hidden="true" className="muted" />
              <div style={{ flex: 1, minWidth: 0 }}>
                <p style={{ fontWeight: 600 }}>{location.title || t`Location`}</p>
                {location.address ? <p className="muted text-sm">{location.address}</p> : null}
              </div>
              <p className="muted text-sm tabular" style={{ textAlign: 'right' }}>
                {t`Added`}
                <br />
                {formatDateTime(location.added_at)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
