import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Ban, CircleCheck, CircleX, Clock, MapPinX, ShieldAlert, ShieldX } from 'lucide-react';
import { DISPLAY_FORMAT, formatInstant } from '../../../../lib/dates';
import type { PassJudgement } from '../../judge-pass';
import { revocationWords } from './revocation-words';

type PassVerdictCardProps = { judgement: PassJudgement; zone: string };

const icons = {
  valid: CircleCheck,
  not_yet: Clock,
  ended: CircleX,
  cancelled: Ban,
  other_lot: MapPinX,
  forged: ShieldX,
  unsupported: ShieldAlert,
};

const DAY_FORMAT = 'dd/MM/yyyy';

/** The verdict in large words and colour, read at arm's length in a car park, with what the pass says. */
export function PassVerdictCard({ judgement, zone }: PassVerdictCardProps) {
  const { t, i18n } = useLingui();
  const at = (seconds: number) => formatInstant(seconds * 1000, DISPLAY_FORMAT, zone);
  // Today's times as HH:mm ("cancelled at 10:03"), others with their date (a card is made per check).
  const [today] = useState(() => formatInstant(Date.now(), DAY_FORMAT, zone));
  const when = (ms: number) =>
    formatInstant(ms, DAY_FORMAT, zone) === today
      ? formatInstant(ms, 'HH:mm', zone)
      : formatInstant(ms, DISPLAY_FORMAT, zone);
  const words = {
    valid: t`Valid now`,
    not_yet: t`Not valid yet`,
    ended: t`Ended`,
    cancelled: t`Not valid: cancelled`,
    other_lot: t`Another lot`,
    forged: t`Not a Loc Liber pass`,
    unsupported: t`Cannot check here`,
  }[judgement.verdict];
  const Icon = icons[judgement.verdict];
  let detail;
  if (judgement.verdict === 'forged') {
    detail = t`Its signature does not match: the code was changed, copied wrong or made elsewhere.`;
  } else if (judgement.verdict === 'unsupported') {
    detail = t`This browser cannot verify signatures. Update it, or look the registration up below.`;
  } else if (judgement.verdict === 'other_lot') {
    detail = t`It is for place ${judgement.claims.place}, which is not one of your lots.`;
  } else if (judgement.revoked) {
    const words = revocationWords[judgement.revoked.reason];
    detail = i18n._(words.id, { time: when(judgement.revoked.at) }, { message: words.message });
  } else if (judgement.verdict === 'not_yet') {
    detail = t`It starts at ${at(judgement.claims.start)}.`;
  } else if (judgement.verdict === 'ended') {
    detail = t`It ended at ${at(judgement.claims.end)}.`;
  }
  let source;
  if ('source' in judgement) {
    const synced = judgement.syncedAt;
    source =
      judgement.source === 'server'
        ? t`Confirmed with the server just now.`
        : synced === null
          ? t`Checked on this phone, offline. Cancellations are not known here yet: open this screen once online.`
          : t`Checked on this phone, offline. Cancellations known up to ${when(synced)}.`;
  }
  return (
    <section
      className={`pass-verdict pass-verdict--${judgement.verdict}`}
      role="status"
      aria-live="polite"
      data-verdict={judgement.verdict}
      // No toast over the verdict (toast-placement).
      data-toast-guard
    >
      <Icon size={44} aria-hidden="true" />
      <p className="pass-verdict__word">{words}</p>
      {detail ? <p className="pass-verdict__detail">{detail}</p> : null}
      {'claims' in judgement ? (
        <dl className="pass-verdict__facts">
          <div>
            <dt>{t`Registration`}</dt>
            <dd>
              <span className="plate">{judgement.claims.registration}</span>
            </dd>
          </div>
          <div>
            <dt>{t`Place`}</dt>
            <dd>{judgement.claims.place}</dd>
          </div>
          <div>
            <dt>{t`From`}</dt>
            <dd className="tabular">{at(judgement.claims.start)}</dd>
          </div>
          <div>
            <dt>{t`Until`}</dt>
            <dd className="tabular">{at(judgement.claims.end)}</dd>
          </div>
        </dl>
      ) : null}
      {source ? (
        <p className="pass-verdict__source" data-source={'source' in judgement ? judgement.source : undefined}>
          {source}
        </p>
      ) : null}
    </section>
  );
}
