import { ReservationForm, type ReservationFormProps } from './reservation-form';
import { SelectedLotPanel, type SelectedLotPanelProps } from './selected-lot-panel';

export type SelectedLotSheetProps = Omit<SelectedLotPanelProps, 'children'> & {
  /** The reservation form's own props (the lot and the zone are the panel's). */
  form: Omit<ReservationFormProps, 'lot' | 'zone'>;
};

/** The selected lot's bottom sheet with its reservation form. */
export function SelectedLotSheet({ form, ...panel }: SelectedLotSheetProps) {
  return (
    <SelectedLotPanel key={panel.lot.id} {...panel}>
      <ReservationForm key={panel.lot.id} lot={panel.lot} zone={panel.zone} {...form} />
    </SelectedLotPanel>
  );
}
