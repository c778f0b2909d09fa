import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { lotAvailability } from '../../../src/app/features/parking-lots/lot-availability';

const zone = 'Europe/Bucharest';
const now = DateTime.fromISO('2030-05-10T12:00:00', { zone });
const lot = (available: boolean, from: string | null, to: string | null) => ({
  available,
  available_from: from,
  available_to: to,
});

describe('lotAvailability', () => {
  it('calls a lot without a start private, whatever its flag says', () => {
    expect(lotAvailability(lot(true, null, null), now, zone).state).toBe('private');
    expect(lotAvailability(lot(false, null, '2030-05-10 13:00:00'), now, zone).state).toBe('private');
  });

  it('reads a started window without an end as available now, unlimited', () => {
    expect(lotAvailability(lot(true, '2030-05-10 11:00:00', null), now, zone).state).toBe('unlimited');
  });

  it('gives the end of a started limited window', () => {
    const view = lotAvailability(lot(true, '2030-05-10 11:00:00', '2030-05-10 13:00:00'), now, zone);
    expect(view.state).toBe('limited');
    expect(view.state === 'limited' && view.until.toFormat('HH:mm')).toBe('13:00');
  });

  it('is unavailable when switched off or when the window has ended', () => {
    expect(lotAvailability(lot(false, '2030-05-10 11:00:00', null), now, zone).state).toBe('unavailable');
    expect(lotAvailability(lot(true, '2030-05-10 10:00:00', '2030-05-10 12:00:00'), now, zone).state).toBe(
      'unavailable',
    );
  });

  it('shows a window that opens later with its start', () => {
    const view = lotAvailability(lot(true, '2030-05-10 14:00:00', null), now, zone);
    expect(view).toMatchObject({ state: 'later' });
    expect(view.state === 'later' && view.from.toFormat('HH:mm')).toBe('14:00');
  });
});
