import { useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleExclamationPoint, Info, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { placeToaster } from './toast-placement';
import { dismissToast, holdToasts, subscribeToasts, type ToastItem } from './toast-store';

const icons = { success: CircleCheck, error: CircleExclamationPoint, info: Info };

/** How often a shown toast checks its place again (a guarded box may come or scroll under it). */
const PLACE_EVERY_MS = 200;

/**
 * Keeps the toaster clear of the screen's guarded boxes (toast-placement) while it shows
 * toasts: placed again at each change, scroll, resize, and every PLACE_EVERY_MS.
 */
function useClearPlacement(toaster: RefObject<HTMLDivElement | null>, items: ToastItem[]) {
  useLayoutEffect(() => {
    const element = toaster.current;
    if (!element || items.length === 0) {
      holdToasts(false);
      return;
    }
    const place = () => holdToasts(placeToaster(element) === 'held');
    place();
    const timer = setInterval(place, PLACE_EVERY_MS);
    window.addEventListener('scroll', place, { capture: true, passive: true });
    window.addEventListener('resize', place);
    return () => {
      clearInterval(timer);
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
    };
  }, [toaster, items]);
}

/** Renders the toasts of toast-store; mount once, at the root. */
export function Toaster() {
  const { t } = useLingui();
  const [items, setItems] = useState<ToastItem[]>([]);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => subscribeToasts(setItems), []);
  useClearPlacement(ref, items);
  return (
    <div ref={ref} className="toaster" aria-live="polite" aria-relevant="additions">
      {items.map((item) => {
        const Icon = icons[item.tone];
        return (
          <div key={item.id} className={`toast toast--${item.tone}`} role={item.tone === 'error' ? 'alert' : 'status'}>
            <Icon size={20} aria-hidden="true" />
            <p className="toast__text">{item.text}</p>
            <button type="button" className="toast__close" onClick={() => dismissToast(item.id)} aria-label={t`Close`}>
              <X size={18} aria-hidden="true" />
            </button>
          </div>
        );
      })}
    </div>
  );
}
