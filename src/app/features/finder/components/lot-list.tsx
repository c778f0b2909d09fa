import { useLingui } from '@lingui/react/macro';
import './lot-list.css';
import { SearchX } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import type { FinderLot } from '../api/find-parking-lots';
import { matchesFilters, type FinderFilters } from '../finder-params';
import { LotCard } from './lot-card';

type LotListProps = {
  lots: FinderLot[] | undefined;
  loading: boolean;
  error: unknown;
  filters: FinderFilters;
  zone: string;
  selectedId: number | null;
  onSelect: (lot: FinderLot) => void;
};

/** The list mode: loading, error, empty, or a grid of lot cards (1, 2 or 3 columns). */
export function LotList({ lots, loading, error, filters, zone, selectedId, onSelect }: LotListProps) {
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
  const shown = (lots ?? []).filter((lot) => matchesFilters(lot, filters));
  return (
    <div className="finder-list">
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
          {shown.map((lot) => (
            <li key={lot.id}>
              <LotCard
                lot={lot}
                alternativePeriod={filters.alternativePeriod}
                zone={zone}
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
