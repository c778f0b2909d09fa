import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { LotPhoto } from './lot-photos';

type Props = { photos: LotPhoto[]; subject: string; start: number; onClose: () => void };

/**
 * The photos full screen, one at a time: swiped sideways (CSS scroll snapping, so the browser's
 * own touch scrolling does the swipe), or with the arrows and the arrow keys. A native modal
 * <dialog>: Escape and the close button end it.
 */
export function PhotoViewer({ photos, subject, start, onClose }: Props) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(start);

  useEffect(() => {
    dialog.current?.showModal();
    const strip = track.current;
    if (strip) strip.scrollLeft = start * strip.clientWidth;
  }, [start]);

  const show = (index: number) => {
    const strip = track.current;
    const next = Math.max(0, Math.min(photos.length - 1, index));
    strip?.scrollTo({ left: next * strip.clientWidth, behavior: 'smooth' });
    setCurrent(next);
  };

  return (
    <dialog
      ref={dialog}
      className="photo-viewer"
      aria-label={t`Photos of ${subject}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') show(current + 1);
        if (event.key === 'ArrowLeft') show(current - 1);
      }}
    >
      <div
        ref={track}
        className="photo-viewer__track"
        onScroll={(event) => {
          const strip = event.currentTarget;
          setCurrent(Math.round(strip.scrollLeft / Math.max(1, strip.clientWidth)));
        }}
      >
        {photos.map((photo, index) => (
          <figure key={photo.id} className="photo-viewer__slide">
            <img
              src={photo.url}
              alt={t`Photo ${index + 1} of ${subject}`}
              width={photo.width}
              height={photo.height}
              decoding="async"
              loading={Math.abs(index - start) <= 1 ? 'eager' : 'lazy'}
            />
          </figure>
        ))}
      </div>
      <p className="photo-viewer__count tabular" aria-live="polite">
        {current + 1} / {photos.length}
      </p>
      <button type="button" className="photo-viewer__button photo-viewer__close" onClick={onClose}>
        <X size={24} aria-hidden="true" />
        <span className="visually-hidden">{t`Close`}</span>
      </button>
      {photos.length > 1 ? (
        <>
          <button
            type="button"
            className="photo-viewer__button photo-viewer__prev"
            onClick={() => show(current - 1)}
            disabled={current === 0}
          >
            <ChevronLeft size={28} aria-hidden="true" />
            <span className="visually-hidden">{t`Previous photo`}</span>
          </button>
          <button
            type="button"
            className="photo-viewer__button photo-viewer__next"
            onClick={() => show(current + 1)}
            disabled={current === photos.length - 1}
          >
            <ChevronRight size={28} aria-hidden="true" />
            <span className="visually-hidden">{t`Next photo`}</span>
          </button>
        </>
      ) : null}
    </dialog>
  );
}
