import { useLingui } from '@lingui/react/macro';
import { DeleteButton } from '../../../components/ui/delete-button';
import { useDeleteDocument } from '../api/documents';
import { apiKindOfRoute, type DocumentKind } from '../document-kinds';

type Props = { automobileId: number; kind: DocumentKind; documentId: number; onDeleted: () => void };

/** Deletes one document after "Delete this item?"; a failure says "Failed to delete". */
export function DeleteDocumentButton({ automobileId, kind, documentId, onDeleted }: Props) {
  const { t } = useLingui();
  const remove = useDeleteDocument(automobileId, apiKindOfRoute(kind), documentId);
  return (
    <DeleteButton
      label={t`Delete document`}
      title={t`Delete document`}
      busy={remove.isPending}
      onDelete={() => remove.mutateAsync(undefined)}
      deletedMessage={t`Document deleted`}
      onDeleted={onDeleted}
    />
  );
}
