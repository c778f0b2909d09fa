import { z } from 'zod';
import { evenWithOtherItemErrors } from './validation-codes';
import { MAX_INTERVALS_PER_DAY, parseScheduleTime, scheduleValidationCodes, sortIntervals } from './weekly-schedule';

// The weekly schedule's request (domain/weekly-schedule.ts has the rules and the arithmetic).

const time = (endOfDay: boolean) =>
  z.string().transform((text, ctx) => {
    const minutes = parseScheduleTime(text.trim(), endOfDay);
    if (minutes === undefined) {
      ctx.addIssue({ code: 'custom', params: { code: scheduleValidationCodes.time } });
      return z.NEVER;
    }
    return minutes;
  });

const intervalSchema = z.object({
  day: z.number().int().min(1).max(7),
  from: time(false),
  to: time(true),
});

/**
 * PUT /parking-lots/{id}/schedule: {weekly: [{day, from, to}]}; an empty list removes the
 * schedule. Errors name the interval's field (`weekly.2.to`).
 */
export const weeklyScheduleSchema = z.object({
  weekly: z
    .array(intervalSchema)
    .max(7 * MAX_INTERVALS_PER_DAY)
    .superRefine((list, ctx) => {
      const perDay = new Map<number, number>();
      list.forEach((interval, index) => {
        const { day, from, to } = interval ?? {};
        if (typeof day !== 'number' || typeof from !== 'number' || typeof to !== 'number') return;
        if (to <= from) {
          ctx.addIssue({ code: 'custom', path: [index, 'to'], params: { code: scheduleValidationCodes.order } });
          return;
        }
        perDay.set(day, (perDay.get(day) ?? 0) + 1);
        if (perDay.get(day) === MAX_INTERVALS_PER_DAY + 1) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'day'],
            params: { code: scheduleValidationCodes.tooMany, maximum: MAX_INTERVALS_PER_DAY },
          });
        }
        const clash = list.some(
          (other, j) => j < index && other?.day === day && other.from < to && from < other.to && other.from < other.to,
        );
        if (clash) {
          ctx.addIssue({ code: 'custom', path: [index, 'from'], params: { code: scheduleValidationCodes.overlap } });
        }
      });
    }, evenWithOtherItemErrors)
    .transform((list) => sortIntervals(list)),
});

export type WeeklyScheduleInput = z.output<typeof weeklyScheduleSchema>;
