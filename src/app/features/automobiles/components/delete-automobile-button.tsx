import { useLingui } from '@lingui/react/macro';
import { DeleteButton } from '../../../components/ui/delete-button';
import type { Automobile } from '../api/get-my-automobiles';
import { useDeleteAutomobile } from '../api/save-automobile';

/** Deletes after a confirmation; refused (409, the server's reason) while a reservation holds the car. */
type Props = {
  automobile: Automobile;
  /** What goes with it (its documents), said in the confirmation. */
  alsoDeleted?: string;
  onDeleted: () => void;
};

export function DeleteAutomobileButton({ automobile, alsoDeleted, onDeleted }: Props) {
  const { t } = useLingui();
  const remove = useDeleteAutomobile(automobile.id);
  return (
    <DeleteButton
      label={t`Delete automobile`}
      title={t`Delete automobile ${automobile.registration_number}?`}
      message={alsoDeleted}
      busy={remove.isPending}
      onDelete={() => remove.mutateAsync(undefined)}
      deletedMessage={t`Automobile deleted`}
      onDeleted={onDeleted}
    />
  );
}
