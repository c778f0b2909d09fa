import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../components/ui/button';
import { MissingRecord } from '../../../components/ui/missing-record';

/** What an automobile's screens show when it does not exist or is someone else's (404): the way back to the list. */
export function MissingAutomobile() {
  const { t } = useLingui();
  return (
    <MissingRecord
      title={t`Automobile not found`}
      message={t`This automobile does not exist or is not one of yours.`}
      action={
        <Link to="/automobiles" className={buttonClass({ variant: 'secondary' })}>
          {t`All automobiles`}
        </Link>
      }
    />
  );
}
