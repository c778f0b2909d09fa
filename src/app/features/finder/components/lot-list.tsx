import { useLingui } from '@lingui/react/macro';
import './lot-list.css';
import '../../../components/ui/chips.css';
import { ArrowDownNarrowWide, SearchX } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import type { FinderLot } from '../api/find-parking-lots';
import { matchesFilters, type FinderFilters } from '../finder-params';
import type { SearchedRange } from '../lot-availability';
import { LotCard } from './lot-card';

type LotListProps = {
  lots: FinderLot[] | undefined;
  loading: boolean;
  error: unknown;
  filters: FinderFilters;
  searched: SearchedRange;
  today: string;
  /** Metres from the destination or the position to a lot; undefined when neither is known. */
  distanceTo: ((lot: FinderLot) => number) | undefined;
  byDistance: boolean;
  onByDistance: (value: boolean) => void;
  selectedId: number | null;
  onSelect: (lot: FinderLot) => void;
};

/** The list mode: loading, error, empty, or a grid of lot cards (1, 2 or 3 columns), nearest first on request. */
export function LotList(props: LotListProps) {
  const { lots, loading, error, filters, distanceTo, byDistance, selectedId, onSelect } = props;
  const { t } = useLingui();
  if (!lots && loading) return <SpinnerBlock label={t`Loading parking lots...`} />;
  if (error && !lots) {
    return (
      <div className="finder-list__message">
        <Alert tone="error" title={t`Error!`}>
          {errorMessage(error, t`Failed to fetch parking lots`)}
        </Alert>
      </div>
    );
  }
  const matching = (lots ?? []).filter((lot) => matchesFilters(lot, filters));
  const measured = matching.map((lot) => ({ lot, distance: distanceTo ? distanceTo(lot) : null }));
  const shown =
    byDistance && distanceTo ? [...measured].sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0)) : measured;
  return (
    <div className="finder-list">
      {distanceTo && shown.length > 1 ? (
        <div className="finder-list__tools">
          <button
            type="button"
            className="chip"
            aria-pressed={byDistance}
            onClick={() => props.onByDistance(!byDistance)}
          >
            <ArrowDownNarrowWide size={16} aria-hidden="true" />
            {t`Nearest first`}
          </button>
        </div>
      ) : null}
      {error ? (
        <Alert tone="error" title={t`Error!`}>
          {errorMessage(error, t`Failed to fetch parking lots`)}
        </Alert>
      ) : null}
      {shown.length === 0 ? (
        <EmptyState icon={SearchX} title={t`No parking lot available for the selected criteria.`}>
          {t`Try another time, another zone, or the alternative period.`}
        </EmptyState>
      ) : (
        <ul
          className="card-grid card-grid--wide lot-grid"
          aria-label={t`Parking lots`}
          aria-busy={loading || undefined}
        >
          {shown.map(({ lot, distance }) => (
            <li key={lot.id}>
              <LotCard
                lot={lot}
                alternativePeriod={filters.alternativePeriod}
                searched={props.searched}
                today={props.today}
                distance={distance}
                selected={lot.id === selectedId}
                onSelect={onSelect}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
