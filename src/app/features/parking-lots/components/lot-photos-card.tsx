import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Camera, ImagePlus, Trash2 } from 'lucide-react';
import type { ChangeEvent, ReactNode } from 'react';
import { MAX_LOT_PHOTOS } from '../../../../domain/contracts/parking-lots';
import { PhotoStrip } from '../../../components/photos/photo-strip';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorMessage, fieldError } from '../../../lib/api-error';
import { useAddLotPhoto, useDeleteLotPhoto } from '../api/lot-photos';
import type { ParkingLot } from '../api/parking-lot-types';

/**
 * The owner's photos of a lot (up to MAX_LOT_PHOTOS): taken with the phone's camera or chosen
 * from the gallery, sent as they are (the server turns, shrinks and strips them), deleted one by
 * one. Drivers see them on the lot's card and sheet.
 */
export function LotPhotosCard({ lot }: { lot: ParkingLot }) {
  const { t } = useLingui();
  const add = useAddLotPhoto(lot.id);
  const remove = useDeleteLotPhoto(lot.id);
  const full = lot.photos.length >= MAX_LOT_PHOTOS;
  const busy = add.isPending || remove.isPending;
  const error = add.error ?? remove.error;

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be picked again after a failure
    if (file) add.mutate(file);
  };
  const subject = t`lot ${lot.identifier}`;

  return (
    <Card title={`${t`Photos`} (${lot.photos.length}/${MAX_LOT_PHOTOS})`} className="stack-sm lot-photos">
      <p className="text-sm muted">
        {t`Show drivers the entrance and the spot. Location data is removed from every photo.`}
      </p>
      <PhotoStrip
        photos={lot.photos}
        subject={subject}
        extra={(photo) => (
          <button type="button" className="lot-photos__delete" disabled={busy} onClick={() => remove.mutate(photo.id)}>
            <Trash2 size={16} aria-hidden="true" />
            <span className="visually-hidden">{t`Delete this photo`}</span>
          </button>
        )}
      />
      {error ? (
        <Alert tone="error">
          {fieldError(error, 'photo') ?? errorMessage(error, t`The photo could not be saved.`)}
        </Alert>
      ) : null}
      {add.isPending ? <p className="text-sm muted" role="status">{t`Uploading the photo…`}</p> : null}
      {full ? (
        <p className="text-sm muted">{t`This lot has ${plural(MAX_LOT_PHOTOS, { one: '# photo', other: '# photos' })}, the most it can have. Delete one to add another.`}</p>
      ) : (
        <div className="row lot-photos__actions">
          <PhotoPicker
            icon={<Camera size={18} aria-hidden="true" />}
            label={t`Take a photo`}
            camera
            disabled={busy}
            onPick={picked}
            testId="lot-photo-camera"
          />
          <PhotoPicker
            icon={<ImagePlus size={18} aria-hidden="true" />}
            label={t`Choose a photo`}
            disabled={busy}
            onPick={picked}
            testId="lot-photo-file"
          />
        </div>
      )}
    </Card>
  );
}

type PhotoPickerProps = {
  icon: ReactNode;
  label: string;
  /** Opens the phone's camera rather than the gallery. */
  camera?: boolean;
  disabled: boolean;
  onPick: (event: ChangeEvent<HTMLInputElement>) => void;
  testId: string;
};

/** A button that is a file input for an image: the camera's (capture) or the gallery's. */
function PhotoPicker({ icon, label, camera, disabled, onPick, testId }: PhotoPickerProps) {
  return (
    <label className={buttonClass({ variant: 'secondary', size: 'sm' }, disabled ? 'is-disabled' : undefined)}>
      {icon}
      {label}
      <input
        type="file"
        accept="image/*"
        capture={camera ? 'environment' : undefined}
        className="visually-hidden"
        disabled={disabled}
        onChange={onPick}
        data-testid={testId}
      />
    </label>
  );
}
