import './reservation-series.css';
import { useLingui } from '@lingui/react/macro';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-error';
import { useSeriesList } from '../api/get-series';
import { SeriesCard } from './series-card';

/** "Series" above the reservations: each active series with dates still to come, as one card. */
export function SeriesSection() {
  const { t } = useLingui();
  const query = useSeriesList();
  if (query.isError && !query.data) {
    return <Alert tone="error">{errorMessage(query.error, t`Failed to fetch the series`)}</Alert>;
  }
  const active = (query.data ?? []).filter((s) => s.status === 'active' && s.remaining.length > 0);
  if (active.length === 0) return null;
  return (
    <section className="series-section" aria-labelledby="series-section-title" data-testid="series-section">
      <h2 className="series-section__title" id="series-section-title">
        {t`Series`}
      </h2>
      {active.map((series) => (
        <SeriesCard key={series.id} series={series} />
      ))}
    </section>
  );
}
