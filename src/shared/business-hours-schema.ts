import * as z from 'zod/mini';
import { parseLocalTime } from './local-time';

/** The Business Hours editor's body, shared by the form and the API. */
export const HOURS_MESSAGES = {
  time: 'Use a time such as 09:00',
  order: 'Closing time must be after opening time',
} as const;

const time = z
  .string()
  .check(z.refine((value) => parseLocalTime(value) !== null, HOURS_MESSAGES.time));

export const DayHoursSchema = z
  .object({
    weekday: z.number().check(z.int(), z.gte(0), z.lte(6)),
    opensAt: time,
    closesAt: time,
    isOpen: z.boolean(),
  })
  .check(
    z.refine((day) => (parseLocalTime(day.closesAt) ?? 0) > (parseLocalTime(day.opensAt) ?? 0), {
      message: HOURS_MESSAGES.order,
      path: ['closesAt'],
    }),
  );

/** All seven days, each once. */
export const BusinessHoursSchema = z.object({
  days: z.array(DayHoursSchema).check(
    z.length(7, 'Give the hours of all seven days'),
    z.refine(
      (days) => new Set(days.map((day) => day.weekday)).size === 7,
      'Give the hours of all seven days',
    ),
  ),
});
export type BusinessHoursInput = z.infer<typeof BusinessHoursSchema>;
