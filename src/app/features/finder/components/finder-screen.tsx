import { useLingui } from '@lingui/react/macro';
import './finder-screen.css';
import { useCallback, useEffect, useMemo } from 'react';
import { useDocumentTitle } from '../../../components/ui/page-header';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { whenIdle } from '../../../lib/after-first-screen';
import { closeLot, currentFocus, flyMap, lotReserved, rangePicked, selectLot, useFinderFocus } from '../finder-focus';
import { currentFinderState, patchFinder, searchFromNow, useFinderState } from '../finder-store';
import type { SearchedRange } from '../lot-availability';
import { defaultRange, nowInZone, refreshRange, withDuration, withFrom, withTo, type TimeRange } from '../time-range';
import { useDistanceTo } from '../use-distance-to';
import { useFinderResults } from '../use-finder-results';
import { useFollowClock } from '../use-follow-clock';
import { useGeolocation, type Position } from '../use-geolocation';
import { useSearchArea } from '../use-search-area';
import { useSelectedLot } from '../use-selected-lot';
import { FinderControls } from './finder-controls';
import { FinderTopBar } from './finder-top-bar';
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
};

const noMarkers = { markers: [], locations: [] };

/**
 * The first position of a tracking attempt moves the map there, unless a link or the
 * destination already decided the first view; a restart (the locate button) always does.
 */
function centreOnFirstFix(position: Position, attempt: number) {
  if (attempt === 0 && (currentFocus().flyTo !== null || currentFinderState().destination)) return;
  flyMap({ lat: position.lat, lng: position.lng });
}

/** A range the user picked (a booking shown in the sheet then gives way to that range's record). */
function pickRange(change: (range: TimeRange) => TimeRange) {
  patchFinder((s) => ({ range: change(s.range) }));
  rangePicked();
}

/** The range to book: a range kept on "now" moves to the present first (and is saved so). */
function useRangeToBook(range: TimeRange, zone: string) {
  return useCallback(() => {
    const next = range.followsNow ? refreshRange(range, zone) : range;
    if (next !== range) patchFinder(() => ({ range: next }));
    return next;
  }, [range, zone]);
}

/**
 * The home screen, in steps: the saved state (per user) with its range kept on "now"; where
 * the map looks (finder-focus: a link, the destination, the position) and which lot is
 * selected; the searched area (use-search-area: moved by the map's events); the search and
 * its results; the selected lot's record; then the top bar, the map or the list with the
 * lot's sheet, and the range below. State changes in event handlers only, none while rendering.
 */
export function FinderScreen({ config, automobiles, balance, userId }: FinderScreenProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Search`);
  const { zone } = config;
  const { mode, filters: saved, range, destination, byDistance } = useFinderState();
  // A car to fit only while it is still one of the user's, with a known size (a deleted car would answer 404).
  const fitCar = automobiles.some((a) => a.id === saved.automobileId && (a.height_cm != null || a.length_cm != null));
  const filters = useMemo(
    () => (fitCar || saved.automobileId === null ? saved : { ...saved, automobileId: null }),
    [saved, fitCar],
  );
  useFollowClock(range.followsNow, zone);
  const { flyTo, selection } = useFinderFocus();
  const { position, restart } = useGeolocation(centreOnFirstFix);
  const area = useSearchArea({ flyTo, destination, position });
  const results = useFinderResults({ mode, filters, range, box: area.box });
  const onMap = mode === 'map';
  const shown = useSelectedLot(selection, results.params, onMap ? undefined : results.list.data);

  // Once results show and the first screen has settled, the selected lot's sheet is fetched
  // while the user reads them, when the main thread is idle.
  useEffect(() => {
    if (results.hasResults) void whenIdle(preloadSelectedLotSheet);
  }, [results.hasResults]);

  const distanceTo = useDistanceTo(destination, position);
  const searched: SearchedRange = {
    from: results.params.from ?? '',
    to: results.params.to ?? '',
    now: results.searchedRange.followsNow,
  };
  const today = nowInZone(zone).slice(0, 10);
  const rangeToBook = useRangeToBook(range, zone);

  return (
    <div className="finder" data-mode={mode}>
      <h1 className="visually-hidden">{t`Search`}</h1>
      <FinderTopBar filters={filters} automobiles={automobiles} destination={destination} onRecentre={area.recentre} />
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
            initialView={area.initialView}
            flyTo={flyTo}
            onFocusLocation={(location) =>
              flyMap({ lat: location.latitude, lng: location.longitude, locationId: location.id })
            }
            position={position}
            destination={destination}
            onLocate={restart}
            loading={results.loading}
            error={results.error}
            onViewChange={area.onViewChange}
            onShowList={() => patchFinder(() => ({ mode: 'list' }))}
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
            onByDistance={(value) => patchFinder(() => ({ byDistance: value }))}
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
              onDuration: (minutes) => pickRange((r) => withDuration(r, minutes, zone)),
              rangeToBook,
              onReserved: (reservation) => {
                lotReserved(reservation, shown);
                searchFromNow(zone);
              },
            }}
          />
        ) : null}
      </div>
      <FinderControls
        mode={mode}
        onModeChange={(next) => patchFinder(() => ({ mode: next }))}
        lotSelected={Boolean(shown)}
        range={range}
        now={nowInZone(zone)}
        zone={zone}
        onNow={() => pickRange(() => defaultRange(zone))}
        onFromChange={(value) => pickRange(() => withFrom(value, zone))}
        onToChange={(to) => pickRange((r) => withTo(r, to, zone))}
      />
    </div>
  );
}
