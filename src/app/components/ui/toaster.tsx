import { useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleExclamationPoint, Info, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { dismissToast, subscribeToasts, type ToastItem } from './toast-store';

const icons = { success: CircleCheck, error: CircleExclamationPoint, info: Info };

/** Renders the toasts of toast-store; mount once, at the root. */
export function Toaster() {
  const { t } = useLingui();
  const [items, setItems] = useState<ToastItem[]>([]);
  useEffect(() => subscribeToasts(setItems), []);
  return (
    <div className="toaster" aria-live="polite" aria-relevant="additions">
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
