import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

/** A reservation screen (detail or pass) for an id that is not one of the user's. */
export function ReservationNotFound() {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={SearchX}
      title={t`Reservation not found`}
      action={
        <Link to="/reservations" className={buttonClass({ variant: 'secondary' })}>
          {t`All reservations`}
        </Link>
      }
    >
      <p className="muted">{t`It does not exist or it is not one of yours.`}</p>
    </EmptyState>
  );
}
