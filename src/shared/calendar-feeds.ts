import * as z from 'zod/mini';
import { isUuid } from './uuid';
import { calendarFeedRulesText } from './messages/calendar-feed-rules';

/**
 * A new calendar feed link (docs/decisions/0076): the owner's own (staffId null), of every booking,
 * or one staff member's, of theirs.
 */
export const NewCalendarFeedSchema = z.object({
  staffId: z.nullable(
    z
      .string()
      .check(z.refine((value) => isUuid(value), { error: () => calendarFeedRulesText('staffId') })),
  ),
});
export type NewCalendarFeedInput = z.infer<typeof NewCalendarFeedSchema>;

/** What the owner may change of a feed: whether its events name the client. */
export const CalendarFeedChangeSchema = z.object({
  showClients: z.boolean({ error: () => calendarFeedRulesText('showClients') }),
});
export type CalendarFeedChangeInput = z.infer<typeof CalendarFeedChangeSchema>;
