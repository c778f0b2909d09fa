import { useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DeleteButton } from '../../../components/ui/delete-button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ExpiryStatePill } from '../../../components/ui/expiry-state-pill';
import { NeedsNetworkAlert } from '../../../components/ui/needs-network-alert';
import { displayCalendarDate } from '../../../../domain/calendar-date';
import { expiryState } from '../../../../domain/documents';
import { todayCalendarDate } from '../../../lib/dates';
import { useDeleteCategory, type DrivingLicense, type LicenseCategory } from '../api/driving-licenses';
import { CategoryForm } from './category-form';

/** A licence's categories with their state: add, edit and remove. */
export function CategoryManager({ license }: { license: DrivingLicense }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState<number | null>(null);
  const [formKey, setFormKey] = useState(0);
  const today = todayCalendarDate();
  const taken = license.categories.map((c) => c.category);
  return (
    <div className="stack">
      <NeedsNetworkAlert />
      <div className="paper-states">
        <ExpiryStatePill state={expiryState(license.expiry_date, today)} />
      </div>
      {license.categories.length === 0 ? (
        <EmptyState title={t`No category recorded`} />
      ) : (
        <ul className="papers-list" aria-label={t`Categories`}>
          {license.categories.map((category) =>
            editing === category.id ? (
              <li key={category.id}>
                <CategoryForm
                  licenseId={license.id}
                  category={category}
                  taken={taken}
                  onDone={() => setEditing(null)}
                />
              </li>
            ) : (
              <li key={category.id}>
                <CategoryCard
                  licenseId={license.id}
                  category={category}
                  today={today}
                  onEdit={() => setEditing(category.id)}
                />
              </li>
            ),
          )}
        </ul>
      )}
      {taken.length < 18 ? (
        <CategoryForm key={formKey} licenseId={license.id} taken={taken} onDone={() => setFormKey((k) => k + 1)} />
      ) : null}
    </div>
  );
}

type CardProps = { licenseId: number; category: LicenseCategory; today: string; onEdit: () => void };

function CategoryCard({ licenseId, category, today, onEdit }: CardProps) {
  const { t } = useLingui();
  const remove = useDeleteCategory(licenseId, category.id);
  const obtained = displayCalendarDate(category.obtained_at);
  return (
    <Card as="article" className="stack-sm" data-category={category.category}>
      <div className="paper-states">
        <strong className="plate">{category.category}</strong>
        {category.expires_at ? (
          <ExpiryStatePill state={expiryState(category.expires_at, today)} gender="feminine" />
        ) : (
          <span className="muted">{t`No expiry`}</span>
        )}
      </div>
      <p className="muted">{t`Obtained on ${obtained}`}</p>
      <Button variant="secondary" size="sm" icon={<Pencil size={16} aria-hidden="true" />} onClick={onEdit}>
        {t`Edit`}
      </Button>
      <DeleteButton
        label={t`Remove category`}
        title={t`Remove category ${category.category}`}
        busy={remove.isPending}
        onDelete={() => remove.mutateAsync(undefined)}
        deletedMessage={t`Category removed`}
        onDeleted={() => undefined}
      />
    </Card>
  );
}
