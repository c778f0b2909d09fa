import { describe, expect, it } from 'vitest';
import { formatPeriod } from '../../../src/app/features/parking-lots/format-period';

describe('formatPeriod', () => {
  it('writes the day once when both ends fall on it', () => {
    expect(formatPeriod('2030-05-10 11:21:00', '2030-05-10 12:20:00', 'UNLIMITED')).toBe('10/05/2030 11:21 – 12:20');
  });

  it('writes both days when the period crosses midnight', () => {
    expect(formatPeriod('2030-05-10 23:30:00', '2030-05-11 00:30:00', 'UNLIMITED')).toBe(
      '10/05/2030 23:30 – 11/05/2030 00:30',
    );
  });

  it('names an open end and gives nothing without a start', () => {
    expect(formatPeriod('2030-05-10 08:00:00', null, 'NELIMITAT')).toBe('10/05/2030 08:00 – NELIMITAT');
    expect(formatPeriod(null, '2030-05-10 08:00:00', 'NELIMITAT')).toBe('');
  });
});
