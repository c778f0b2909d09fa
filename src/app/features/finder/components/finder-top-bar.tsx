import { useHeaderActions } from '../../../components/ui/header-actions';
import type { GeocodePlace } from '../api/geocode';
import { flyMap } from '../finder-focus';
import type { FinderFilters as Filters } from '../finder-params';
import { patchFinder } from '../finder-store';
import { INITIAL_ZOOM } from '../map-geometry';
import { DestinationSearch } from './destination-search';
import { FinderFilters } from './finder-filters';

type FinderTopBarProps = {
  filters: Filters;
  destination: GeocodePlace | null;
  /** A destination was picked: the search forgets the map's view and follows the new centre. */
  onRecentre: () => void;
};

/** The filters and "Where to?" above the results, with the header's actions. */
export function FinderTopBar({ filters, destination, onRecentre }: FinderTopBarProps) {
  const headerActions = useHeaderActions();
  return (
    <FinderFilters
      identifier={filters.identifier}
      zone={filters.zone}
      onIdentifierChange={(identifier) => patchFinder((s) => ({ filters: { ...s.filters, identifier } }))}
      onZoneChange={(value) => patchFinder((s) => ({ filters: { ...s.filters, zone: value } }))}
      alternativePeriod={filters.alternativePeriod}
      onAlternativePeriodChange={(value) =>
        patchFinder((s) => ({ filters: { ...s.filters, alternativePeriod: value } }))
      }
      actions={headerActions}
    >
      <DestinationSearch
        destination={destination}
        onPick={(place) => {
          // The list follows too: it searches around the new centre until the map reports its view.
          onRecentre();
          patchFinder(() => ({ destination: place }));
          flyMap({ lat: place.latitude, lng: place.longitude, zoom: INITIAL_ZOOM });
        }}
        onClear={() => patchFinder(() => ({ destination: null }))}
      />
    </FinderFilters>
  );
}
