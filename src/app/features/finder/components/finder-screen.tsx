import { useLingui } from '@lingui/react/macro';
import './finder-screen.css';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useHeaderActions } from '../../../components/ui/header-actions';
import { useDocumentTitle } from '../../../components/ui/page-header';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { whenIdle } from '../../../lib/after-first-screen';
import type { FinderLot } from '../api/find-parking-lots';
import { distanceMetres } from '../distance';
import { closeLot, currentFocus, flyMap, lotReserved, selectLot, useFinderFocus } from '../finder-focus';
import { currentFinderState, updateFinder, useFinderState, type FinderState } from '../finder-store';
import type { SearchedRange } from '../lot-availability';
import { DEFAULT_CENTRE, INITIAL_ZOOM } from '../map-geometry';
import { boxAround, movedBeyondThreshold, searchBox, type Bounds } from '../search-bounds';
import { defaultRange, nowInZone, refreshRange, withDuration, withFrom, withTo } from '../time-range';
import { useFinderResults } from '../use-finder-results';
import { useFollowClock } from '../use-follow-clock';
import { useGeolocation, type Position } from '../use-geolocation';
import { useSelectedLot } from '../use-selected-lot';
import { DestinationSearch } from './destination-search';
import { FinderControls } from './finder-controls';
import { FinderFilters } from './finder-filters';
import { LotList } from './lot-list';
import type { MapViewReport } from './map/finder-map';
import { LazyFinderMap } from './map/finder-map-lazy';
import { LazySelectedLotSheet, preloadSelectedLotSheet } from './selected-lot-sheet-lazy';
import type { FinderAutomobile } from './vehicle-fields';

export type FinderConfig = { tileUrl: string | null; attribution: string; zone: string; minCredits: number };

type FinderScreenProps = {
  config: FinderConfig;
  automobiles: FinderAutomobile[];
  /** The user's credits (undefined while loading). */
  balance: number | undefined;
  userId: number | null;
};

const noMarkers = { markers: [], locations: [] };

const change = (patch: (state: FinderState) => Partial<FinderState>) =>
  updateFinder((state) => ({ ...state, ...patch(state) }));

/**
 * The first position of a tracking attempt moves the map there, unless a link or the
 * destination already decided the first view; a restart (the locate button) always does.
 */
function centreOnFirstFix(position: Position, attempt: number) {
  if (attempt === 0 && (currentFocus().flyTo !== null || currentFinderState().destination)) return;
  flyMap({ lat: position.lat, lng: position.lng });
}

/**
 * The home screen, in steps: the saved state (per user) with its range kept on "now"; where
 * the map looks (finder-focus: a link, the destination, the position) and which lot is
 * selected; the searched box (moved by the map's events); the search and its results; the
 * selected lot's record; then the top bar, the map or the list with the lot's sheet, and the
 * range below. State changes in event handlers only, none while rendering.
 */
export function FinderScreen({ config, automobiles, balance, userId }: FinderScreenProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Search`);
  const { zone } = config;
  const { mode, filters, range, destination, byDistance } = useFinderState();
  useFollowClock(range.followsNow, zone);
  const { flyTo, selection } = useFinderFocus();
  const { position, restart } = useGeolocation(centreOnFirstFix);

  // The map's last view, and the box last searched (it follows the view once it moved enough).
  const [mapView, setMapView] = useState<MapViewReport | null>(null);
  const [searchedBox, setSearchedBox] = useState<Bounds | null>(null);
  const onViewChange = useCallback((view: MapViewReport) => {
    setMapView(view);
    const box = searchBox(view.bounds);
    setSearchedBox((last) => (movedBeyondThreshold(last, box) ? box : last));
  }, []);
  // Before the map reports, the list searches around the map's centre to be.
  const lookAt = flyTo ?? (destination && { lat: destination.latitude, lng: destination.longitude });
  const centre = mapView ?? lookAt ?? position ?? DEFAULT_CENTRE;
  const aroundCentre = useMemo(() => boxAround({ lat: centre.lat, lng: centre.lng }), [centre.lat, centre.lng]);
  const results = useFinderResults({ mode, filters, range, box: searchedBox ?? aroundCentre });
  const onMap = mode === 'map';
  const shown = useSelectedLot(selection, results.params, onMap ? undefined : results.list.data);

  // Once results show and the first screen has settled, the selected lot's sheet is fetched
  // while the user reads them, when the main thread is idle.
  useEffect(() => {
    if (results.hasResults) void whenIdle(preloadSelectedLotSheet);
  }, [results.hasResults]);

  // Cards say how far each lot is from the destination, else from where the driver is.
  const fromLat = destination?.latitude ?? position?.lat;
  const fromLng = destination?.longitude ?? position?.lng;
  const distanceTo = useMemo(() => {
    if (fromLat === undefined || fromLng === undefined) return undefined;
    const origin = { lat: fromLat, lng: fromLng };
    return (lot: FinderLot) => distanceMetres(origin, { lat: lot.latitude, lng: lot.longitude });
  }, [fromLat, fromLng]);
  const searched: SearchedRange = {
    from: results.params.from ?? '',
    to: results.params.to ?? '',
    now: results.searchedRange.followsNow,
  };
  const today = nowInZone(zone).slice(0, 10);

  const rangeToBook = useCallback(() => {
    const next = range.followsNow ? refreshRange(range, zone) : range;
    if (next !== range) change(() => ({ range: next }));
    return next;
  }, [range, zone]);
  const headerActions = useHeaderActions();
  const initialView = mapView ?? {
    lat: centre.lat,
    lng: centre.lng,
    zoom: flyTo?.zoom ?? INITIAL_ZOOM,
  };

  return (
    <div className="finder" data-mode={mode}>
      <h1 className="visually-hidden">{t`Search`}</h1>
      <FinderFilters
        identifier={filters.identifier}
        zone={filters.zone}
        onIdentifierChange={(identifier) => change((s) => ({ filters: { ...s.filters, identifier } }))}
        onZoneChange={(value) => change((s) => ({ filters: { ...s.filters, zone: value } }))}
        alternativePeriod={filters.alternativePeriod}
        onAlternativePeriodChange={(value) => change((s) => ({ filters: { ...s.filters, alternativePeriod: value } }))}
        actions={headerActions}
      >
        <DestinationSearch
          destination={destination}
          onPick={(place) => {
            // The list follows too: it searches around the new centre until the map reports its view.
            setMapView(null);
            setSearchedBox(null);
            change(() => ({ destination: place }));
            flyMap({ lat: place.latitude, lng: place.longitude, zoom: INITIAL_ZOOM });
          }}
          onClear={() => change(() => ({ destination: null }))}
        />
      </FinderFilters>
      <div className="finder__middle" data-sheet={shown ? 'open' : undefined}>
        {onMap && config.tileUrl ? (
          <LazyFinderMap
            tileUrl={config.tileUrl}
            attribution={config.attribution}
            results={results.map.data ?? noMarkers}
            zone={zone}
            selectedId={selection?.id ?? null}
            selectedLot={shown}
            onSelectLot={selectLot}
            initialView={initialView}
            flyTo={flyTo}
            onFocusLocation={(location) =>
              flyMap({ lat: location.latitude, lng: location.longitude, locationId: location.id })
            }
            position={position}
            destination={destination}
            onLocate={restart}
            loading={results.loading}
            error={results.error}
            onViewChange={onViewChange}
            onShowList={() => change(() => ({ mode: 'list' }))}
          />
        ) : onMap ? (
          <SpinnerBlock label={t`Loading the map...`} />
        ) : (
          <LotList
            lots={results.list.data}
            loading={results.loading}
            error={results.error}
            filters={filters}
            searched={searched}
            today={today}
            distanceTo={distanceTo}
            byDistance={byDistance}
            onByDistance={(value) => change(() => ({ byDistance: value }))}
            selectedId={shown?.id ?? null}
            onSelect={selectLot}
          />
        )}
        {shown ? (
          <LazySelectedLotSheet
            lot={shown}
            alternativePeriod={filters.alternativePeriod}
            searched={searched}
            today={today}
            zone={zone}
            ownLot={shown.owner_id === userId}
            created={selection?.created ?? null}
            onClose={closeLot}
            form={{
              range,
              minCredits: config.minCredits,
              automobiles,
              balance,
              onDuration: (minutes) => change((s) => ({ range: withDuration(s.range, minutes, zone) })),
              rangeToBook,
              onReserved: (reservation) => lotReserved(reservation, shown),
            }}
          />
        ) : null}
      </div>
      <FinderControls
        mode={mode}
        onModeChange={(next) => change(() => ({ mode: next }))}
        lotSelected={Boolean(shown)}
        range={range}
        now={nowInZone(zone)}
        zone={zone}
        onNow={() => change(() => ({ range: defaultRange(zone) }))}
        onFromChange={(value) => change(() => ({ range: withFrom(value, zone) }))}
        onToChange={(to) => change((s) => ({ range: withTo(s.range, to, zone) }))}
      />
    </div>
  );
}
