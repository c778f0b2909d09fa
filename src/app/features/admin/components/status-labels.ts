import { useLingui } from '@lingui/react/macro';

/** The reservation statuses as the screens name them. */
export function useStatusLabels(): Record<string, string> {
  const { t } = useLingui();
  return {
    scheduled: t`Scheduled`,
    active: t`Active`,
    expired: t`Expired`,
    finalized: t`Finalized`,
    cancelled: t`Cancelled`,
  };
}
