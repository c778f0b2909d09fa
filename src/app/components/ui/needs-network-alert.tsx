import { useLingui } from '@lingui/react/macro';
import { useOnline } from '../../lib/online-state';
import { Alert } from './alert';

/** Shown on a form opened with no signal: saving needs the network; what is typed stays. */
export function NeedsNetworkAlert() {
  const { t } = useLingui();
  if (useOnline()) return null;
  return (
    <Alert tone="warning" title={t`You are offline`}>
      {t`Saving this change needs the network. What you type stays here until the signal returns.`}
    </Alert>
  );
}
