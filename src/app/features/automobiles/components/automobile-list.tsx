import './automobiles.css';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Car, ChevronRight, Plus } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useMyAutomobiles } from '../api/get-my-automobiles';

const fetchFailed = msg`Failed to fetch automobiles`;

/** The user's automobiles (the ones the reservation form offers). */
export function AutomobileList() {
  const { t, i18n } = useLingui();
  const automobiles = useMyAutomobiles();

  if (automobiles.isPending) return <SpinnerBlock label={t`Loading automobiles...`} />;
  if (!automobiles.data) {
    return (
      <Alert tone="error" title={t`Error!`}>
        <p>{errorMessage(automobiles.error, i18n._(fetchFailed))}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void automobiles.refetch()}
          loading={automobiles.isFetching}
          style={{ marginTop: 8 }}
        >
          {t`Try again`}
        </Button>
      </Alert>
    );
  }
  if (automobiles.data.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={Car}
          title={t`No automobiles yet`}
          action={
            <Link to="/automobiles/add" className={buttonClass()}>
              <Plus size={18} aria-hidden="true" />
              {t`Add automobile`}
            </Link>
          }
        >
          {t`Add your car once and reserve with it in one tap.`}
        </EmptyState>
      </Card>
    );
  }
  return (
    <Card flush>
      <ul className="list" aria-label={t`Your automobiles`}>
        {automobiles.data.map((a) => (
          <li key={a.id}>
            <Link
              to="/automobiles/$automobileId"
              params={{ automobileId: String(a.id) }}
              className="list__item list-link"
            >
              <Car size={22} aria-hidden="true" className="muted" />
              <div className="list__text">
                <span className="plate">{a.registration_number}</span>
                {a.make || a.model ? (
                  <span className="text-sm">{[a.make, a.model].filter(Boolean).join(' ')}</span>
                ) : (
                  <span className="text-sm muted">{t`Make and model not given`}</span>
                )}
                {a.vin ? <span className="text-sm muted tabular automobile-row__vin">{t`VIN ${a.vin}`}</span> : null}
              </div>
              <ChevronRight size={20} aria-hidden="true" className="muted" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
