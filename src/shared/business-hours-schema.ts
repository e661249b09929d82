import * as z from 'zod/mini';
import { parseLocalTime } from './local-time';
import { businessRulesText } from './messages/business-rules';

/** The Business Hours editor's body, shared by the form and the API. */
export const HOURS_MESSAGES = {
  get time() {
    return businessRulesText('hours.time');
  },
  get order() {
    return businessRulesText('hours.order');
  },
  get allDays() {
    return businessRulesText('hours.allDays');
  },
};

const time = z
  .string()
  .check(z.refine((value) => parseLocalTime(value) !== null, { error: () => HOURS_MESSAGES.time }));

export const DayHoursSchema = z
  .object({
    weekday: z.number().check(z.int(), z.gte(0), z.lte(6)),
    opensAt: time,
    closesAt: time,
    isOpen: z.boolean(),
  })
  .check(
    z.refine((day) => (parseLocalTime(day.closesAt) ?? 0) > (parseLocalTime(day.opensAt) ?? 0), {
      error: () => HOURS_MESSAGES.order,
      path: ['closesAt'],
    }),
  );

/** All seven days, each once. */
export const BusinessHoursSchema = z.object({
  days: z.array(DayHoursSchema).check(
    z.length(7, { error: () => HOURS_MESSAGES.allDays }),
    z.refine((days) => new Set(days.map((day) => day.weekday)).size === 7, {
      error: () => HOURS_MESSAGES.allDays,
    }),
  ),
});
export type BusinessHoursInput = z.infer<typeof BusinessHoursSchema>;
