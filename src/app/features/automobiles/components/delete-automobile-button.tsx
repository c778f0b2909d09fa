import { useLingui } from '@lingui/react/macro';
import { DeleteButton } from '../../../components/ui/delete-button';
import type { Automobile } from '../api/get-my-automobiles';
import { useDeleteAutomobile } from '../api/save-automobile';

/** Deletes after a confirmation; refused (409, the server's reason) while a reservation holds the car. */
export function DeleteAutomobileButton({ automobile, onDeleted }: { automobile: Automobile; onDeleted: () => void }) {
  const { t } = useLingui();
  const remove = useDeleteAutomobile(automobile.id);
  return (
    <DeleteButton
      label={t`Delete automobile`}
      title={t`Delete automobile ${automobile.registration_number}?`}
      busy={remove.isPending}
      onDelete={() => remove.mutateAsync(undefined)}
      deletedMessage={t`Automobile deleted`}
      onDeleted={onDeleted}
    />
  );
}
