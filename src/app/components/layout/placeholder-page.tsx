import { useLingui } from '@lingui/react/macro';
import { Hammer } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Card } from '../ui/card';
import { EmptyState } from '../ui/empty-state';
import { PageHeader } from '../ui/page-header';

/** A screen whose route, title and guard exist while its content is still being built. */
export function PlaceholderPage(props: ComponentProps<typeof PageHeader>) {
  const { t } = useLingui();
  return (
    <div className="page">
      <PageHeader {...props} />
      <Card>
        <EmptyState icon={Hammer} title={t`Coming soon`}>
          {t`This screen is on its way in the next version of Loc Liber.`}
        </EmptyState>
      </Card>
    </div>
  );
}
