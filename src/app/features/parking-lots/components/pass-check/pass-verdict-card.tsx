import { useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleX, Clock, MapPinX, ShieldAlert, ShieldX } from 'lucide-react';
import { DISPLAY_FORMAT, formatInstant } from '../../../../lib/dates';
import type { PassJudgement } from '../../judge-pass';

type PassVerdictCardProps = { judgement: PassJudgement; zone: string };

const icons = {
  valid: CircleCheck,
  not_yet: Clock,
  ended: CircleX,
  other_lot: MapPinX,
  forged: ShieldX,
  unsupported: ShieldAlert,
};

/** The verdict in large words and colour, read at arm's length in a car park, with what the pass says. */
export function PassVerdictCard({ judgement, zone }: PassVerdictCardProps) {
  const { t } = useLingui();
  const at = (seconds: number) => formatInstant(seconds * 1000, DISPLAY_FORMAT, zone);
  const words = {
    valid: t`Valid now`,
    not_yet: t`Not valid yet`,
    ended: t`Ended`,
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
  } else if (judgement.verdict === 'not_yet') {
    detail = t`It starts at ${at(judgement.claims.start)}.`;
  } else if (judgement.verdict === 'ended') {
    detail = t`It ended at ${at(judgement.claims.end)}.`;
  }
  return (
    <section
      className={`pass-verdict pass-verdict--${judgement.verdict}`}
      role="status"
      aria-live="polite"
      data-verdict={judgement.verdict}
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
    </section>
  );
}
