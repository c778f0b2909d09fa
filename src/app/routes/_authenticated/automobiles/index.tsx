import { useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { AutomobileList } from '../../../features/automobiles/components/automobile-list';

export const Route = createFileRoute('/_authenticated/automobiles/')({
  // The layout route already prefetches the user's automobiles.
  component: AutomobilesPage,
});

function AutomobilesPage() {
  const { t } = useLingui();
  return (
    <div className="page">
      <PageHeader
        title={t`Automobiles`}
        actions={
          <Link to="/automobiles/add" className={buttonClass({ size: 'sm' })}>
            <Plus size={18} aria-hidden="true" />
            {t`Add`}
          </Link>
        }
      />
      <AutomobileList />
    </div>
  );
}
