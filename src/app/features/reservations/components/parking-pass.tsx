import './parking-pass.css';
import { useLingui } from '@lingui/react/macro';
import { Sun } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { readPassClaims } from '../../../../domain/pass';
import { Alert } from '../../../components/ui/alert';
import { DISPLAY_FORMAT, formatInstant } from '../../../lib/dates';
import type { Pass } from '../api/get-pass';
import { useNow } from '../use-now';

type ParkingPassProps = { pass: Pass; zone: string };

type WakeLockSentinel = { release: () => Promise<void> };
type WakeLockNavigator = { wakeLock?: { request: (type: 'screen') => Promise<WakeLockSentinel> } };

/** Keeps the screen on while the pass is shown (where the browser allows it): the owner may take a while. */
function useScreenAwake(): void {
  useEffect(() => {
    let sentinel: WakeLockSentinel | undefined;
    let left = false;
    (navigator as WakeLockNavigator).wakeLock
      ?.request('screen')
      .then((lock) => {
        if (left) void lock.release();
        else sentinel = lock;
      })
      .catch(() => undefined);
    return () => {
      left = true;
      void sentinel?.release().catch(() => undefined);
    };
  }, []);
}

/**
 * The pass to show at the lot: the QR code large (its token is what the owner's phone
 * verifies), then what the token says, as the owner's screen will read it. Shown from the copy
 * kept on the device when there is no signal.
 */
export function ParkingPass({ pass, zone }: ParkingPassProps) {
  const { t } = useLingui();
  const now = useNow(15_000);
  useScreenAwake();
  const claims = useMemo(() => readPassClaims(pass.token), [pass.token]);
  const qrSource = useMemo(() => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(pass.qr_svg)}`, [pass.qr_svg]);
  const at = (seconds: number) => formatInstant(seconds * 1000, DISPLAY_FORMAT, zone);
  return (
    <div className="parking-pass stack">
      {/* data-toast-guard: no toast over the code or the times (toast-placement). */}
      <div className="parking-pass__code" data-toast-guard>
        <img src={qrSource} alt={t`QR code of the pass`} className="parking-pass__qr" data-testid="pass-qr" />
      </div>
      <p className="parking-pass__hint">
        <Sun size={18} aria-hidden="true" />
        {t`Turn the screen brightness up so the code scans at once.`}
      </p>
      {claims ? (
        <dl className="parking-pass__facts" data-toast-guard>
          <div>
            <dt>{t`Registration`}</dt>
            <dd>
              <span className="plate parking-pass__plate">{claims.registration}</span>
            </dd>
          </div>
          <div>
            <dt>{t`Place`}</dt>
            <dd className="parking-pass__place">{claims.place}</dd>
          </div>
          <div>
            <dt>{t`From`}</dt>
            <dd className="tabular">{at(claims.start)}</dd>
          </div>
          <div>
            <dt>{t`Until`}</dt>
            <dd className="tabular">{at(claims.end)}</dd>
          </div>
        </dl>
      ) : null}
      {claims && now.getTime() >= claims.end * 1000 ? (
        <Alert tone="warning" title={t`This pass has ended`}>
          {t`The reservation's time is over: the pass no longer lets you park.`}
        </Alert>
      ) : null}
    </div>
  );
}
