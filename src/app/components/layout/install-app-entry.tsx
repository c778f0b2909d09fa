import { useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { promptInstall, useCanInstall } from '../../lib/install-prompt';

/** "Install the app" in the side menu, only while the browser offers installation. */
export function InstallAppEntry({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const canInstall = useCanInstall();
  if (!canInstall) return null;
  return (
    <li>
      <button
        type="button"
        className="side-menu__link"
        onClick={() => {
          onDone();
          void promptInstall();
        }}
      >
        <Download size={22} aria-hidden="true" />
        <span>{t`Install the app`}</span>
      </button>
    </li>
  );
}
