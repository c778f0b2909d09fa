import './pass-check.css';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { PassPublicJwk } from '../../../../../domain/contracts/passes';
import { Alert } from '../../../../components/ui/alert';
import { Card } from '../../../../components/ui/card';
import { useOnline } from '../../../../lib/online-state';
import type { ParkingLot } from '../../api/parking-lot-types';
import { judgePass, type PassJudgement } from '../../judge-pass';
import { keepCheck, refreshOwnerDevice, useKeptChecks, useKeptRevocations } from '../../owner-device';
import { KeptChecks } from './kept-checks';
import { PassScanner } from './pass-scanner';
import { PassVerdictCard } from './pass-verdict-card';
import { PastePassForm } from './paste-pass-form';
import { RegistrationLookup } from './registration-lookup';

type PassCheckScreenProps = {
  /** The signed-in owner: what the device keeps for the check is theirs. */
  userId: number;
  /** The owner's lots (kept on the device); undefined when never loaded here. */
  lots: ParkingLot[] | undefined;
  /** The published pass key (GET /config, kept on the device); undefined when not loaded yet. */
  publicJwk: PassPublicJwk | undefined;
  zone: string;
};

/** A check worth keeping as evidence: a genuine pass of one of the owner's lots. */
function keptCheckOf(result: PassJudgement) {
  if (!('source' in result)) return undefined;
  const { claims } = result;
  return {
    clientId: crypto.randomUUID(),
    lotId: claims.lot,
    place: claims.place,
    checkedAt: Date.now(),
    registration: claims.registration,
    verdict: result.verdict,
    reservationId: claims.rid,
    sent: false,
    contested: null,
  };
}

/**
 * The owner's check at the lot: a pass scanned or pasted is judged on this phone (signature,
 * lot, times) and, online, by the server (still booked, or cancelled when and why); with no
 * signal, by the revoked passes kept at the last sync. Every check is kept and sent on as
 * evidence; online, a registration can be looked up as well.
 */
export function PassCheckScreen({ userId, lots, publicJwk, zone }: PassCheckScreenProps) {
  const { t } = useLingui();
  const online = useOnline();
  const revocations = useKeptRevocations(userId);
  const checks = useKeptChecks(userId);
  const [judgement, setJudgement] = useState<{ result: PassJudgement; seq: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const verdictRef = useRef<HTMLDivElement>(null);
  const ownLotIds = lots?.map((lot) => lot.id);

  // Opening the screen refreshes what the device knows (a dead zone is often a minute away).
  useEffect(() => {
    if (online) void refreshOwnerDevice(userId, zone);
  }, [online, userId, zone]);

  useEffect(() => {
    verdictRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [judgement]);

  const check = async (text: string) => {
    if (!publicJwk) return;
    setBusy(true);
    try {
      const result = await judgePass(text, { publicJwk, ownLotIds, revocations, online, zone });
      setJudgement((previous) => ({ result, seq: (previous?.seq ?? 0) + 1 }));
      const kept = keptCheckOf(result);
      if (kept) void keepCheck(userId, zone, kept);
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
            onLookedUp={(lot, registration, found) =>
              void keepCheck(userId, zone, {
                clientId: crypto.randomUUID(),
                lotId: lot.id,
                place: lot.identifier,
                checkedAt: Date.now(),
                registration,
                verdict: found ? 'booked' : 'not_booked',
                reservationId: found?.id ?? null,
                sent: false,
                contested: null,
              })
            }
          />
        ) : (
          <p className="muted">{t`Add a parking lot first: look-ups are made on your own lots.`}</p>
        )}
      </Card>
      {checks.length > 0 ? (
        <Card title={t`Your recent checks`} className="stack-sm">
          <p className="muted text-sm">
            {t`Each check is kept on this phone and sent when there is a connection: a car seen after its driver reported the spot taken contests the report.`}
          </p>
          <KeptChecks checks={checks} zone={zone} />
        </Card>
      ) : null}
    </div>
  );
}
