import * as z from 'zod/mini';
import { businessRulesText } from './messages/business-rules';

/**
 * A business's booking code, typed on WhatsApp or keyed into a USSD menu (docs/decisions/0074):
 * digits only, so a feature phone's keypad types it. The database holds the same rule
 * (businesses_booking_code_format).
 */
export const BOOKING_CODE_SHAPE = /^[0-9]{4,8}$/;

/** What the code's rule says, read from the catalogue when it is said (docs/decisions/0071). */
export const BOOKING_CODE_MESSAGES = {
  get shape() {
    return businessRulesText('code.shape');
  },
  taken: (code: string) => businessRulesText('code.taken', { code }),
};

/** The code an owner asks for: spaces around it dropped, then held to the rule. */
export const BookingCodeSchema = z.object({
  code: z
    .string()
    .check(z.trim(), z.regex(BOOKING_CODE_SHAPE, { error: () => BOOKING_CODE_MESSAGES.shape })),
});
export type BookingCodeInput = z.infer<typeof BookingCodeSchema>;
