import { describe, expect, it } from 'vitest';
import { freeUntil } from '../../../src/domain/free-until';
import { parseScheduleTime, type ScheduleInterval } from '../../../src/domain/weekly-schedule';

const zone = 'Europe/Bucharest';
/** A Bucharest wall-clock reading in winter (UTC+2), 'YYYY-MM-DD HH:mm'. */
const local = (text: string) => new Date(`${text.replace(' ', 'T')}:00+02:00`);
const hm = (text: string) => parseScheduleTime(text, true) as number;
const every = (days: number[], from: string, to: string): ScheduleInterval[] =>
  days.map((day) => ({ day, from: hm(from), to: hm(to) }));
const weekdays = every([1, 2, 3, 4, 5], '08:00', '18:00');
const booked = (from: string, to: string) => ({ from: local(from), to: local(to) });
const shown = (at: Date | null) =>
  at && new Date(at.getTime() + 2 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

// Monday 30/11/2026.
describe('when a free lot stops being free', () => {
  it.each([
    {
      name: 'open Mon-Fri 08:00-18:00 until 06/12, from Monday 16:00: at 18:00 that day',
      schedule: weekdays,
      availableTo: '2026-12-06 09:00',
      reservations: [],
      start: '2026-11-30 16:00',
      until: '2026-11-30 18:00',
    },
    {
      name: 'the window, when it ends before the schedule does',
      schedule: weekdays,
      availableTo: '2026-11-30 17:00',
      reservations: [],
      start: '2026-11-30 16:00',
      until: '2026-11-30 17:00',
    },
    {
      name: 'the next booking, when it starts before the schedule closes',
      schedule: weekdays,
      availableTo: null,
      reservations: [booked('2026-11-30 08:00', '2026-11-30 09:00'), booked('2026-11-30 17:15', '2026-11-30 17:45')],
      start: '2026-11-30 16:00',
      until: '2026-11-30 17:15',
    },
    {
      name: 'a booking tomorrow, with no schedule and an open window',
      schedule: null,
      availableTo: null,
      reservations: [booked('2026-12-01 10:00', '2026-12-01 11:00')],
      start: '2026-11-30 16:00',
      until: '2026-12-01 10:00',
    },
    {
      name: 'nothing: no end',
      schedule: null,
      availableTo: null,
      reservations: [],
      start: '2026-11-30 16:00',
      until: null,
    },
    {
      name: 'stretches that touch across midnight are one (Mon 18:00-24:00, Tue 00:00-08:00)',
      schedule: [...every([1], '18:00', '24:00'), ...every([2], '00:00', '08:00')],
      availableTo: null,
      reservations: [],
      start: '2026-11-30 20:00',
      until: '2026-12-01 08:00',
    },
    {
      name: 'a schedule of every hour of the week never closes',
      schedule: every([1, 2, 3, 4, 5, 6, 7], '00:00', '24:00'),
      availableTo: null,
      reservations: [],
      start: '2026-11-30 16:00',
      until: null,
    },
    {
      name: 'open all week but Sunday night: at Sunday 22:00',
      schedule: [...every([1, 2, 3, 4, 5, 6], '00:00', '24:00'), ...every([7], '00:00', '22:00')],
      availableTo: null,
      reservations: [],
      start: '2026-11-30 16:00',
      until: '2026-12-06 22:00',
    },
    {
      name: 'a booking in progress at the start: at once',
      schedule: null,
      availableTo: null,
      reservations: [booked('2026-11-30 15:30', '2026-11-30 16:30')],
      start: '2026-11-30 16:00',
      until: '2026-11-30 15:30',
    },
  ])('$name', ({ schedule, availableTo, reservations, start, until }) => {
    const window = { availableTo: availableTo ? local(availableTo) : null };
    expect(shown(freeUntil(local(start), window, schedule, reservations, zone))).toBe(until);
  });
});
