import './locations.css';
import { msg } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { CircleLetterP, Globe, LockKeyhole, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { StatusPill } from '../../../components/ui/status-pill';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { useMyLocations, type Location } from '../api/get-locations';

const fetchFailed = msg`Failed to fetch locations`;

type Props = { viewOnMap: (location: Location) => ReactNode };

/** The locations the user is authorized for: address, access, lots and the date granted. */
export function LocationList({ viewOnMap }: Props) {
  const { t, i18n } = useLingui();
  const locations = useMyLocations();

  if (locations.isPending) return <SpinnerBlock label={t`Loading locations...`} />;
  if (!locations.data) {
    return (
      <Alert tone="error" title={t`Error!`}>
        <p>{errorMessage(locations.error, i18n._(fetchFailed))}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void locations.refetch()}
          loading={locations.isFetching}
          style={{ marginTop: 8 }}
        >
          {t`Try again`}
        </Button>
      </Alert>
    );
  }
  if (locations.data.length === 0) {
    return (
      <Card>
        <EmptyState icon={MapPin} title={t`No locations yet`}>
          {t`An administrator can give you access to a restricted location, such as a residential car park.`}
        </EmptyState>
      </Card>
    );
  }
  return (
    <ul className="card-grid" aria-label={t`Your locations`}>
      {locations.data.map((location) => (
        <li key={location.id} className="card stack-sm location-card">
          <div className="location-card__head">
            <MapPin size={22} aria-hidden="true" className="location-card__icon" />
            <div className="location-card__text">
              <h2 className="location-card__title">{location.title || t`Location`}</h2>
              {location.address ? <p className="text-sm muted">{location.address}</p> : null}
            </div>
          </div>
          <div className="row">
            {location.access === 'restricted' ? (
              <StatusPill tone="brand" icon={LockKeyhole}>
                {t`Restricted`}
              </StatusPill>
            ) : (
              <StatusPill tone="success" icon={Globe}>
                {t`Public`}
              </StatusPill>
            )}
            <StatusPill tone="neutral" icon={CircleLetterP}>
              <Plural value={location.parking_lots_count} one="# parking lot" other="# parking lots" />
            </StatusPill>
          </div>
          {location.added_at ? (
            <p className="text-sm muted tabular">
              {t`Added`} {formatDateTime(location.added_at)}
            </p>
          ) : null}
          {viewOnMap(location)}
        </li>
      ))}
    </ul>
  );
}
