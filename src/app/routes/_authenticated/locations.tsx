import { useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { MapPin } from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { myLocationsQuery } from '../../features/locations/api/get-locations';
import { LocationList } from '../../features/locations/components/location-list';

export const Route = createFileRoute('/_authenticated/locations')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(myLocationsQuery());
  },
  component: LocationsPage,
});

function LocationsPage() {
  const { t } = useLingui();
  return (
    <div className="page">
      <PageHeader title={t`Locations`} subtitle={t`Places where you may park or publish lots`} />
      <LocationList
        viewOnMap={(location) => (
          <Link
            to="/"
            search={{ lat: location.latitude, lng: location.longitude, location: location.id, mode: 'map' }}
            className={buttonClass({ variant: 'secondary', size: 'sm', block: true })}
          >
            <MapPin size={16} aria-hidden="true" />
            {t`View on map`}
          </Link>
        )}
      />
    </div>
  );
}
