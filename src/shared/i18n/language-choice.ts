import * as z from 'zod/mini';
import { forms } from '../messages/forms';
import { LOCALES } from './locales';

/** An owner's choice of language for their account (PUT /api/me/language). */
export const LanguageChoiceSchema = z.object({
  locale: z.enum(LOCALES, { error: () => forms('language') }),
});
