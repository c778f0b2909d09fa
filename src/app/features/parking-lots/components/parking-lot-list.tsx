import './parking-lots.css';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CircleLetterP, Plus, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { useMyParkingLots } from '../api/get-my-parking-lots';
import { lotMatches, SEARCH_FROM } from '../lot-search';
import { ParkingLotCard } from './parking-lot-card';
import { useNow } from './use-now';

const fetchFailed = msg`Failed to fetch parking lots`;

/** The owner's lots, with loading, error and empty states. */
export function ParkingLotList({ zone }: { zone?: string }) {
  const { t, i18n } = useLingui();
  const lots = useMyParkingLots();
  const now = useNow(zone);
  const [query, setQuery] = useState('');

  if (lots.isPending) return <SpinnerBlock label={t`Loading parking lots...`} />;
  if (!lots.data) {
    return (
      <Alert tone="error" title={t`Error!`}>
        <p>{errorMessage(lots.error, i18n._(fetchFailed))}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void lots.refetch()}
          loading={lots.isFetching}
          style={{ marginTop: 8 }}
        >
          {t`Try again`}
        </Button>
      </Alert>
    );
  }
  if (lots.data.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={CircleLetterP}
          title={t`You have no parking lots yet`}
          action={
            <Link to="/parking-lots/add" className={buttonClass()}>
              <Plus size={18} aria-hidden="true" />
              {t`Add parking lot`}
            </Link>
          }
        >
          {t`Publish a lot you own and drivers can reserve it while you do not need it.`}
        </EmptyState>
      </Card>
    );
  }
  // Many lots: a search over their number, zone, address and location.
  const searchable = lots.data.length > SEARCH_FROM;
  const shown = searchable ? lots.data.filter((lot) => lotMatches(lot, query)) : lots.data;
  return (
    <div className="stack">
      {searchable ? (
        <TextField
          type="search"
          label={t`Search your lots`}
          name="lot-search"
          value={query}
          onChange={setQuery}
          placeholder={t`Number, zone, address or location`}
          autoComplete="off"
        />
      ) : null}
      {shown.length === 0 ? (
        <Card>
          <EmptyState icon={SearchX} title={t`No lot matches “${query}”`}>
            {t`Try part of the number or of the address.`}
          </EmptyState>
        </Card>
      ) : (
        <ul className="card-grid" aria-label={t`Your parking lots`}>
          {shown.map((lot) => (
            <ParkingLotCard key={lot.id} lot={lot} now={now} zone={zone} />
          ))}
        </ul>
      )}
    </div>
  );
}
