import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { CalendarDateField } from '../../../components/ui/calendar-date-field';
import { Card } from '../../../components/ui/card';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast-store';
import { licenseCategories, licenseCategorySchema } from '../../../../domain/driving-license-schemas';
import { formIssues } from '../../../lib/form-issues';
import { useFormChecks } from '../../../lib/use-form-checks';
import { useSaveCategory, type CategoryPayload, type LicenseCategory } from '../api/driving-licenses';

const saved = msg`Category saved`;
const saveFailed = msg`Failed to save the driving license`;

type Props = { licenseId: number; category?: LicenseCategory; taken: string[]; onDone: () => void };

/** Adds a category to a licence, or changes one (category from the list, obtained at, expires at). */
export function CategoryForm({ licenseId, category, taken, onDone }: Props) {
  const { t, i18n } = useLingui();
  const save = useSaveCategory(licenseId, category?.id);
  const free = licenseCategories.filter((c) => c === category?.category || !taken.includes(c));
  const [values, setValues] = useState<CategoryPayload>({
    category: category?.category ?? free[0] ?? '',
    obtained_at: category?.obtained_at ?? '',
    expires_at: category?.expires_at ?? '',
  });
  const set = (field: keyof CategoryPayload) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const checks = useFormChecks(save.error);
  const error = (field: keyof CategoryPayload) => checks.error(field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checks.passes(formIssues(licenseCategorySchema, values))) return;
    save.mutate(values, {
      onSuccess: () => {
        toast.success(i18n._(saved));
        onDone();
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={category ? t`Edit category` : t`Add category`}>
      <Card className="stack" title={category ? t`Edit category ${category.category}` : t`Add category`}>
        <FormErrorAlert error={save.error} fallback={i18n._(saveFailed)} />
        <Select
          label={t`Category`}
          name="category"
          value={values.category}
          onChange={set('category')}
          options={free.map((c) => ({ value: c, label: c }))}
          error={error('category')}
        />
        <CalendarDateField
          label={t`Obtained on`}
          name="obtained_at"
          value={values.obtained_at}
          onChange={set('obtained_at')}
          error={error('obtained_at')}
        />
        <CalendarDateField
          label={t`Category expires on`}
          name="expires_at"
          optional
          min={values.obtained_at || undefined}
          value={values.expires_at}
          onChange={set('expires_at')}
          error={error('expires_at')}
        />
        <div className="row" style={{ gap: 8 }}>
          <Button type="submit" loading={save.isPending}>
            {category ? t`Save changes` : t`Add category`}
          </Button>
          {category ? (
            <Button type="button" variant="ghost" onClick={onDone}>
              {t`Cancel`}
            </Button>
          ) : null}
        </div>
      </Card>
    </form>
  );
}
