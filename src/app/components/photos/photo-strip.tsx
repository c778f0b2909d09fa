import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { cx } from '../ui/class-names';
import type { LotPhoto } from './lot-photos';
import { PhotoViewer } from './photo-viewer';
import './photos.css';

type Props = {
  photos: LotPhoto[];
  /** What the photos show, for their alternative text ("Lot A-12"). */
  subject: string;
  /** 'card': one row of small thumbnails; 'sheet': larger, scrolling sideways. */
  size?: 'card' | 'sheet';
  /** Something beside each thumbnail (the owner's delete button), by photo. */
  extra?: (photo: LotPhoto) => ReactNode;
};

/**
 * A lot's photos as thumbnails; a tap opens the full view, swiped sideways. The images are
 * public and never change under their address, so the service worker keeps them once seen.
 */
export function PhotoStrip({ photos, subject, size = 'sheet', extra }: Props) {
  const { t } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  return (
    <>
      <ul className={cx('photo-strip', `photo-strip--${size}`)} aria-label={t`Photos of ${subject}`}>
        {photos.map((photo, index) => (
          <li key={photo.id} className="photo-strip__item">
            <button
              type="button"
              className="photo-strip__open"
              onClick={(event) => {
                // A card selects its lot on a click; the photo opens instead.
                event.stopPropagation();
                setOpen(index);
              }}
            >
              <img
                src={photo.thumb_url}
                alt={t`Photo ${index + 1} of ${subject}`}
                loading="lazy"
                decoding="async"
                width={photo.width}
                height={photo.height}
              />
            </button>
            {extra?.(photo)}
          </li>
        ))}
      </ul>
      {open !== null ? (
        <PhotoViewer photos={photos} subject={subject} start={open} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
