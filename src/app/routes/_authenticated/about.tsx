import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/ui/page-header';
import { AboutContent } from '../../features/info/components/about-content';

export const Route = createFileRoute('/_authenticated/about')({
  component: AboutPage,
});

function AboutPage() {
  const { t } = useLingui();
  return (
    <div className="page">
      <PageHeader title={t`About Loc Liber`} />
      <AboutContent />
    </div>
  );
}
