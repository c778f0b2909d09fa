import { useHeaderActions } from '../../../components/ui/header-actions';
import type { GeocodePlace } from '../api/geocode';
import { flyMap } from '../finder-focus';
import type { FinderFilters as Filters } from '../finder-params';
import { patchFinder } from '../finder-store';
import { INITIAL_ZOOM } from '../map-geometry';
import { DestinationSearch } from './destination-search';
import { FinderFilters } from './finder-filters';
import type { FinderAutomobile } from './vehicle-fields';

type FinderTopBarProps = {
  filters: Filters;
  automobiles: FinderAutomobile[];
  destination: GeocodePlace | null;
  /** A destination was picked: the search forgets the map's view and follows the new centre. */
  onRecentre: () => void;
};

/** The filters and "Where to?" above the results, with the header's actions. */
export function FinderTopBar({ filters, automobiles, destination, onRecentre }: FinderTopBarProps) {
  const headerActions = useHeaderActions();
  const patchFilters = (change: Partial<Filters>) => patchFinder((s) => ({ filters: { ...s.filters, ...change } }));
  // Only a car of known size can be fitted.
  const sized = automobiles
    .filter((a) => a.height_cm != null || a.length_cm != null)
    .map((a) => ({ id: a.id, label: [a.registration_number, a.make, a.model].filter(Boolean).join(' · ') }));
  return (
    <FinderFilters
      features={filters.features}
      onFeaturesChange={(features) => patchFilters({ features })}
      automobiles={sized}
      automobileId={filters.automobileId}
      onAutomobileChange={(automobileId) => patchFilters({ automobileId })}
      fitAll={filters.fitAll}
      onFitAllChange={(fitAll) => patchFilters({ fitAll })}
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
