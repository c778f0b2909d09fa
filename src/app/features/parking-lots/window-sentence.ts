import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { DateTime } from 'luxon';
import { DISPLAY_FORMAT } from '../../lib/dates';
import { parseLuxonDateTime } from '../../lib/luxon-dates';

type LotWindow = { available: boolean; available_from: string | null; available_to: string | null };

/** How a moment is said relative to now: "today 14:00", "tomorrow 08:00", else the date. */
function dayOf(at: DateTime, now: DateTime): 'today' | 'tomorrow' | 'other' {
  if (at.hasSame(now, 'day')) return 'today';
  return at.hasSame(now.plus({ days: 1 }), 'day') ? 'tomorrow' : 'other';
}

function fromPhrase(from: DateTime, now: DateTime): MessageDescriptor {
  // A start less than a minute off is now (fast availability starts at the current minute).
  if (from.toMillis() - now.toMillis() <= 60_000) return msg({ message: 'now', context: 'lot window' });
  const time = from.toFormat('HH:mm');
  switch (dayOf(from, now)) {
    case 'today':
      return msg`from today ${time}`;
    case 'tomorrow':
      return msg`from tomorrow ${time}`;
    default: {
      const dateTime = from.toFormat(DISPLAY_FORMAT);
      return msg`from ${dateTime}`;
    }
  }
}

function untilPhrase(until: DateTime | undefined, start: DateTime, now: DateTime): MessageDescriptor {
  if (!until) return msg({ message: 'no end', context: 'lot window' });
  const time = until.toFormat('HH:mm');
  if (until.hasSame(start, 'day')) return msg`until ${time}`;
  if (dayOf(until, now) === 'tomorrow') return msg`until tomorrow ${time}`;
  const dateTime = until.toFormat(DISPLAY_FORMAT);
  return msg`until ${dateTime}`;
}

/**
 * The lot's availability window as a sentence ("Free from tomorrow 08:00, no end"); '' when
 * the lot is private, switched off or its window is over (its pill says so).
 */
export function windowSentence(i18n: I18n, lot: LotWindow, now: DateTime, zone?: string): string {
  const from = parseLuxonDateTime(lot.available_from, zone);
  const until = parseLuxonDateTime(lot.available_to, zone);
  if (!from || !lot.available || (until && until <= now)) return '';
  const start = from > now ? from : now;
  const when = i18n._(fromPhrase(from, now));
  const end = i18n._(untilPhrase(until, start, now));
  return i18n._(msg`Free ${when}, ${end}`);
}
