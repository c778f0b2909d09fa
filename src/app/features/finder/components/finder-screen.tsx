import { useLingui } from '@lingui/react/macro';
import './finder-screen.css';
import { useEffect, useState } from 'react';
import { useDocumentTitle } from '../../../components/ui/page-header';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { whenIdle } from '../../../lib/after-first-screen';
import { useFinderLot, useFinderLots, useFinderMap, type FinderLot } from '../api/find-parking-lots';
import type { CreatedReservation } from '../api/reserve-lot';
import { updateFinder, useFinderState } from '../finder-store';
import type { MapViewReport } from './map/finder-map';
import { DEFAULT_CENTRE } from '../map-geometry';
import { boxAround, searchBox } from '../search-bounds';
import { nowInZone, refreshRange, withDuration, withFrom, withTo } from '../time-range';
import { useFinderSearch } from '../use-finder-search';
import { useGeolocation } from '../use-geolocation';
import { useMapFocus, type MapLink } from '../use-map-focus';
import { DestinationSearch } from './destination-search';
import { FinderControls } from './finder-controls';
import { FinderFilters } from './finder-filters';
import { LotList } from './lot-list';
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
  /** A deep link (/?lat=..&lng=..&zoom=..&lot=..&mode=map); `onLinkUsed` clears it from the address. */
  link?: MapLink & { mode?: 'map' | 'list' };
  onLinkUsed: () => void;
};

const noMarkers = { markers: [], locations: [] };

/** The home screen: filters on top, the map or the list, the selected lot's panel, the time range below. */
export function FinderScreen({ config, automobiles, balance, userId, link, onLinkUsed }: FinderScreenProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Search`);
  const { zone } = config;
  const { mode, filters, range } = useFinderState();
  const { position, attempt, restart } = useGeolocation();
  const [mapView, setMapView] = useState<MapViewReport | null>(null);
  const focus = useMapFocus(link, position, attempt, mapView?.zoom);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // The lot as just booked, shown until its fresh record carries the reservation.
  const [booked, setBooked] = useState<FinderLot | null>(null);
  const [lastShown, setLastShown] = useState<FinderLot | null>(null);
  const [created, setCreated] = useState<CreatedReservation | null>(null);

  useEffect(() => {
    if (!link || (link.mode === undefined && link.lot === undefined && link.lat === undefined)) return;
    if (link.mode) updateFinder((s) => ({ ...s, mode: link.mode ?? s.mode }));
    onLinkUsed();
  }, [link, onLinkUsed]);

  const centre = mapView ?? focus.flyTo ?? position ?? DEFAULT_CENTRE;
  const params = useFinderSearch(filters, range, mapView ? searchBox(mapView.bounds) : boxAround(centre));
  // The map asks for its markers only (GET /parking-finder/map), the list for the full lots.
  const onMap = mode === 'map';
  const list = useFinderLots(params, !onMap);
  const map = useFinderMap(params, onMap);
  const results = onMap ? map : list;
  const found: { id: number }[] | undefined = onMap ? map.data?.markers : list.data;

  // A linked lot is selected once the search finds it.
  if (focus.pendingLot !== null && found) {
    const linked = found.find((lot) => lot.id === focus.pendingLot);
    // Give up on the link only after a fresh answer: a cached one may predate the lot.
    if (linked || (!results.isPlaceholderData && !results.isFetching)) {
      focus.clearPendingLot();
      if (linked) setSelectedId(linked.id);
    }
  }
  // Once results show and the first screen has settled, the selected lot's sheet is fetched
  // while the user reads them, when the main thread is idle.
  const hasResults = found !== undefined;
  useEffect(() => {
    if (hasResults) void whenIdle(preloadSelectedLotSheet);
  }, [hasResults]);
  // The selected lot's full record: from the list's answer when it holds it, else its own
  // (a marker carries what the map draws only; a booked lot leaves the list).
  const inList = onMap || selectedId === null ? undefined : list.data?.find((lot) => lot.id === selectedId);
  const record = useFinderLot(selectedId, params, selectedId !== null && !inList);
  const fresh = inList ?? record.data;
  if (fresh && fresh !== lastShown && fresh.id === selectedId) setLastShown(fresh);
  const current = fresh?.id === selectedId ? fresh : lastShown?.id === selectedId ? lastShown : undefined;
  // Right after booking, the just-booked lot may still come back without my_reservation.
  const shown = booked && booked.id === selectedId && !current?.my_reservation ? booked : current;

  const select = (lot: { id: number }) => {
    setSelectedId(lot.id);
    setBooked(null);
    setCreated(null);
  };
  const close = () => {
    setSelectedId(null);
    setBooked(null);
    setCreated(null);
  };
  const setRange = (change: (r: typeof range) => typeof range) =>
    updateFinder((s) => ({ ...s, range: change(s.range) }));
  const rangeToBook = () => {
    const next = range.followsNow ? refreshRange(range, zone) : range;
    if (next !== range) setRange(() => next);
    return next;
  };
  const reserved = (reservation: CreatedReservation) => {
    setCreated(reservation);
    if (shown)
      setBooked({
        ...shown,
        my_reservation: {
          id: reservation.id,
          automobile: { registration_number: reservation.automobile_registration ?? '' },
        },
      });
    // The sheet says so (with a link): no toast on top of the filters as well.
  };

  return (
    <div className="finder" data-mode={mode}>
      <h1 className="visually-hidden">{t`Search`}</h1>
      <FinderFilters
        identifier={filters.identifier}
        zone={filters.zone}
        onIdentifierChange={(identifier) => updateFinder((s) => ({ ...s, filters: { ...s.filters, identifier } }))}
        onZoneChange={(value) => updateFinder((s) => ({ ...s, filters: { ...s.filters, zone: value } }))}
        alternativePeriod={filters.alternativePeriod}
        onAlternativePeriodChange={(value) =>
          updateFinder((s) => ({ ...s, filters: { ...s.filters, alternativePeriod: value } }))
        }
      >
        <DestinationSearch
          onPick={(place) => {
            // The list follows too: it searches around the new centre until the map reports its view.
            setMapView(null);
            focus.goTo(place.latitude, place.longitude);
          }}
        />
      </FinderFilters>
      <div className="finder__middle" data-sheet={shown ? 'open' : undefined}>
        {mode === 'map' && config.tileUrl ? (
          <LazyFinderMap
            tileUrl={config.tileUrl}
            attribution={config.attribution}
            results={map.data ?? noMarkers}
            zone={zone}
            selectedId={selectedId}
            onSelectLot={select}
            initialView={mapView ?? focus.initialView}
            flyTo={focus.flyTo}
            position={position}
            onLocate={restart}
            loading={results.isFetching}
            error={results.error}
            onViewChange={setMapView}
            onShowList={() => updateFinder((s) => ({ ...s, mode: 'list' }))}
          />
        ) : mode === 'map' ? (
          <SpinnerBlock label={t`Loading the map...`} />
        ) : (
          <LotList
            lots={list.data}
            loading={results.isFetching}
            error={results.error}
            filters={filters}
            zone={zone}
            selectedId={shown?.id ?? null}
            onSelect={select}
          />
        )}
        {shown ? (
          <>
            <LazySelectedLotSheet
              lot={shown}
              alternativePeriod={filters.alternativePeriod}
              zone={zone}
              ownLot={shown.owner_id === userId}
              created={created}
              onClose={close}
              form={{
                range,
                minCredits: config.minCredits,
                automobiles,
                balance,
                onDuration: (minutes) => setRange((r) => withDuration(r, minutes, zone)),
                rangeToBook,
                onReserved: reserved,
              }}
            />
          </>
        ) : null}
      </div>
      <FinderControls
        mode={mode}
        onModeChange={(next) => updateFinder((s) => ({ ...s, mode: next }))}
        lotSelected={Boolean(shown)}
        range={range}
        now={nowInZone(zone)}
        zone={zone}
        onFromChange={(from) => setRange(() => withFrom(from, zone))}
        onToChange={(to) => setRange((r) => withTo(r, to, zone))}
      />
    </div>
  );
}
