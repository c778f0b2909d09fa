import { useLingui } from '@lingui/react/macro';
import type { DateTime } from 'luxon';
import { CircleCheck, CircleSlash, Clock, Lock, type LucideIcon } from 'lucide-react';
import { StatusPill, type PillTone } from '../../../components/ui/status-pill';
import { DISPLAY_FORMAT } from '../../../lib/dates';
import type { LotAvailabilityView } from '../lot-availability';

/** 'HH:mm' today, else 'DD/MM/YYYY HH:mm'. */
function when(value: DateTime, now: DateTime): string {
  return value.hasSame(now, 'day') ? value.toFormat('HH:mm') : value.toFormat(DISPLAY_FORMAT);
}

/** The lot's availability as a coloured pill with words (colour never alone). */
export function AvailabilityPill({ view, now }: { view: LotAvailabilityView; now: DateTime }) {
  const { t } = useLingui();
  let tone: PillTone;
  let icon: LucideIcon;
  let text: string;
  switch (view.state) {
    case 'private':
      [tone, icon, text] = ['neutral', Lock, t`Private`];
      break;
    case 'unavailable':
      [tone, icon, text] = ['neutral', CircleSlash, t`Unavailable`];
      break;
    case 'later': {
      const from = when(view.from, now);
      [tone, icon, text] = ['info', Clock, t`Available from ${from}`];
      break;
    }
    case 'unlimited':
      [tone, icon, text] = ['success', CircleCheck, t`Available now · UNLIMITED`];
      break;
    case 'limited': {
      const until = when(view.until, now);
      [tone, icon, text] = ['warning', Clock, t`Available until ${until}`];
      break;
    }
  }
  return (
    <StatusPill tone={tone} icon={icon}>
      {text}
    </StatusPill>
  );
}
