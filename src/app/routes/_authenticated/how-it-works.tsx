import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { SpinnerBlock } from '../../components/ui/spinner';
import { appConfigQuery, useAppConfig } from '../../lib/app-config';
import { HowItWorksContent } from '../../features/info/components/how-it-works-content';
import { errorMessage } from '../../lib/api-error';

export const Route = createFileRoute('/_authenticated/how-it-works')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(appConfigQuery());
  },
  component: HowItWorksPage,
});

function HowItWorksPage() {
  const { t } = useLingui();
  const config = useAppConfig();
  return (
    <div className="page">
      <PageHeader title={t`How it works`} />
      {config.data ? (
        <HowItWorksContent minCredits={config.data.min_credits} feeCredits={config.data.system_fee_credits} />
      ) : config.isError ? (
        <Alert tone="error" title={t`Error!`}>
          <p>{errorMessage(config.error, t`An error occurred.`)}</p>
          <Button variant="secondary" size="sm" onClick={() => void config.refetch()} style={{ marginTop: 8 }}>
            {t`Try again`}
          </Button>
        </Alert>
      ) : (
        <SpinnerBlock />
      )}
    </div>
  );
}
