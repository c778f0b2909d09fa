import { useLingui } from '@lingui/react/macro';
import { DeleteButton } from '../../../components/ui/delete-button';
import { useDeleteParkingLot } from '../api/save-parking-lot';

/** Deletes after a confirmation; the server refuses (with its reason) while the lot has reservations. */
export function DeleteLotButton({
  lot,
  onDeleted,
}: {
  lot: { id: number; identifier: string };
  onDeleted: () => void;
}) {
  const { t } = useLingui();
  const remove = useDeleteParkingLot(lot.id);
  return (
    <DeleteButton
      label={t`Delete parking lot`}
      title={t`Delete parking lot ${lot.identifier}?`}
      busy={remove.isPending}
      onDelete={() => remove.mutateAsync(undefined)}
      deletedMessage={t`Parking lot deleted`}
      onDeleted={onDeleted}
    />
  );
}
