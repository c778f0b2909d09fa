import { useLingui } from '@lingui/react/macro';
import { Alert } from '../../../components/ui/alert';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';

type LicenseNotLoadedProps = { licenses: { isPending: boolean; error: unknown } };

/** What a licence's screens show until it is there: a spinner while the licences load, else why it is missing. */
export function LicenseNotLoaded({ licenses }: LicenseNotLoadedProps) {
  const { t } = useLingui();
  return licenses.isPending ? (
    <SpinnerBlock label={t`Loading driving licenses...`} />
  ) : (
    <Alert tone="error" title={t`Error!`}>
      {errorMessage(licenses.error, t`This driving license was not found.`)}
    </Alert>
  );
}
