import { useLingui } from '@lingui/react/macro';
import { RefreshCw, X } from 'lucide-react';
import { useState } from 'react';
import { applyUpdate, useUpdateWaiting } from '../../lib/service-worker';
import { Button } from '../ui/button';

/**
 * "A new version is ready": the user decides when to reload (a half-filled form is never
 * lost to a silent reload). "Later" hides it until the next start, where it asks again.
 */
export function UpdatePrompt() {
  const { t } = useLingui();
  const waiting = useUpdateWaiting();
  const [later, setLater] = useState(false);
  const [reloading, setReloading] = useState(false);
  if (!waiting || later) return null;
  return (
    <div className="update-prompt" role="status" aria-live="polite" data-testid="update-prompt">
      <RefreshCw size={20} aria-hidden="true" />
      <p className="update-prompt__text">{t`New version available`}</p>
      <Button
        size="sm"
        loading={reloading}
        onClick={() => {
          setReloading(true);
          applyUpdate();
        }}
      >
        {t`Reload`}
      </Button>
      <button type="button" className="update-prompt__close" onClick={() => setLater(true)} aria-label={t`Later`}>
        <X size={18} aria-hidden="true" />
      </button>
    </div>
  );
}
