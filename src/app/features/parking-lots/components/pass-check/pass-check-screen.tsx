import './pass-check.css';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { PassPublicJwk } from '../../../../../domain/contracts/passes';
import { Alert } from '../../../../components/ui/alert';
import { Card } from '../../../../components/ui/card';
import type { ParkingLot } from '../../api/parking-lot-types';
import { judgePass, type PassJudgement } from '../../judge-pass';
import { PassScanner } from './pass-scanner';
import { PassVerdictCard } from './pass-verdict-card';
import { PastePassForm } from './paste-pass-form';
import { RegistrationLookup } from './registration-lookup';

type PassCheckScreenProps = {
  /** The owner's lots (kept on the device); undefined when never loaded here. */
  lots: ParkingLot[] | undefined;
  /** The published pass key (GET /config, kept on the device); undefined when not loaded yet. */
  publicJwk: PassPublicJwk | undefined;
  zone: string;
};

/**
 * The owner's check at the lot: a pass scanned or pasted is judged on this phone, with no
 * network (signature, lot, times); online, a registration can be looked up as well.
 */
export function PassCheckScreen({ lots, publicJwk, zone }: PassCheckScreenProps) {
  const { t } = useLingui();
  const [judgement, setJudgement] = useState<{ result: PassJudgement; seq: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const verdictRef = useRef<HTMLDivElement>(null);
  const ownLotIds = lots?.map((lot) => lot.id);

  useEffect(() => {
    verdictRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [judgement]);

  const check = async (text: string) => {
    if (!publicJwk) return;
    setBusy(true);
    try {
      const result = await judgePass(text, publicJwk, ownLotIds);
      setJudgement((previous) => ({ result, seq: (previous?.seq ?? 0) + 1 }));
    } finally {
      setBusy(false);
    }
  };

  const checked = judgement?.result;
  const prefill =
    checked && 'claims' in checked && checked.verdict !== 'other_lot'
      ? { lotId: checked.claims.lot, registration: checked.claims.registration }
      : undefined;
  return (
    <div className="stack">
      <div ref={verdictRef} className="pass-check__verdict">
        {checked ? <PassVerdictCard key={judgement.seq} judgement={checked} zone={zone} /> : null}
      </div>
      {publicJwk ? (
        <Card title={t`Scan or paste the pass`} className="stack-sm">
          <p className="muted text-sm">{t`Works with no signal: the pass is verified on this phone.`}</p>
          <PassScanner onCode={(text) => void check(text)} />
          <p className="pass-check__or">{t`or`}</p>
          <PastePassForm onCode={(text) => void check(text)} busy={busy} />
        </Card>
      ) : (
        <Alert tone="warning" title={t`The check key is not on this device yet`}>
          {t`Open this screen once with a connection: then it checks passes with no signal.`}
        </Alert>
      )}
      {lots === undefined ? (
        <Alert tone="info">{t`Your lots are not on this device yet: a pass for someone else's lot cannot be told apart.`}</Alert>
      ) : null}
      <Card title={t`Look a registration up`} className="stack-sm">
        {lots && lots.length > 0 ? (
          <RegistrationLookup
            key={prefill ? `${prefill.lotId}:${prefill.registration}:${judgement?.seq}` : 'empty'}
            lots={lots}
            zone={zone}
            initial={prefill}
          />
        ) : (
          <p className="muted">{t`Add a parking lot first: look-ups are made on your own lots.`}</p>
        )}
      </Card>
    </div>
  );
}
