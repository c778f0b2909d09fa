import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { NeedsNetworkAlert } from '../../../components/ui/needs-network-alert';
import { toast } from '../../../components/ui/toast-store';
import { documentSchemas } from '../../../../domain/document-schemas';
import { formIssues } from '../../../lib/form-issues';
import { useFormChecks } from '../../../lib/use-form-checks';
import { useSaveDocument, type AutomobileDocument } from '../api/documents';
import { apiKindOfRoute, type DocumentKind } from '../document-kinds';
import { initialValues, kindFields, payloadOf, type DocumentField, type DocumentValues } from '../document-form-values';
import { DocumentFieldInput } from './document-field-input';

const saved = msg`Document saved`;
const saveFailed = msg`Failed to save`;

type Props = {
  automobileId: number;
  kind: DocumentKind;
  document?: AutomobileDocument;
  /** Country options (GET /enums/CountryCode, kept on the device), from the route. */
  countries: { value: string; label: string }[];
  onSaved: () => void;
};

/** Add or edit one document with the fields of its kind; offline it says saving needs the network. */
export function DocumentForm({ automobileId, kind, document, countries, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const apiKind = apiKindOfRoute(kind);
  const save = useSaveDocument(automobileId, apiKind, document?.id);
  const [values, setValues] = useState<DocumentValues>(() => initialValues(document));
  const set = (field: DocumentField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const checks = useFormChecks(save.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payload = payloadOf(apiKind, values);
    if (!checks.passes(formIssues(documentSchemas[apiKind], payload))) return;
    save.mutate(payload, {
      onSuccess: () => {
        toast.success(i18n._(saved));
        onSaved();
      },
    });
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <NeedsNetworkAlert />
      <FormErrorAlert error={save.error} fallback={i18n._(saveFailed)} checkFailed={checks.failed} />
      <Card className="stack">
        {kindFields[apiKind].map((field) => (
          <DocumentFieldInput
            key={field}
            kind={apiKind}
            field={field}
            values={values}
            onChange={set(field)}
            error={checks.error(field)}
            countries={countries}
          />
        ))}
      </Card>
      <Button type="submit" block loading={save.isPending}>
        {document ? t`Save changes` : t`Save`}
      </Button>
    </form>
  );
}
