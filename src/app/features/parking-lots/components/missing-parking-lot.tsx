import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../components/ui/button';
import { MissingRecord } from '../../../components/ui/missing-record';

/** What a parking lot's screens show when it does not exist or is someone else's (404): the way back to the list. */
export function MissingParkingLot() {
  const { t } = useLingui();
  return (
    <MissingRecord
      title={t`Parking lot not found`}
      message={t`This parking lot does not exist or is not one of yours.`}
      action={
        <Link to="/parking-lots" className={buttonClass({ variant: 'secondary' })}>
          {t`All parking lots`}
        </Link>
      }
    />
  );
}
