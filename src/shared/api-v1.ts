import * as z from 'zod/mini';
import { apiKeyRulesText } from './messages/api-key-rules';
import type { ServiceCategory, ServiceCurrency } from './services';
import { isUuid } from './uuid';

/** The public API's lists (docs/plans/public-api.md §3.4): a page at a time, by cursor. */
export const API_LIST = { defaultLimit: 50, maxLimit: 100 } as const;

export const ApiListQuerySchema = z.object({
  limit: z.optional(
    z.pipe(
      z.string(),
      z.transform((value, ctx) => {
        const number = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
        if (!(number >= 1 && number <= API_LIST.maxLimit)) {
          const message = apiKeyRulesText('limit', { max: API_LIST.maxLimit });
          ctx.issues.push({ code: 'custom', message, input: value });
          return z.NEVER;
        }
        return number;
      }),
    ),
  ),
  cursor: z.optional(
    z.string().check(z.refine(isUuid, { error: () => apiKeyRulesText('cursor') })),
  ),
});

/** A page of a list: its items, and the cursor of the next page (null on the last). */
export interface ApiPage<T> {
  data: T[];
  nextCursor: string | null;
}

/** A service as the public API gives it. */
export interface ApiService {
  id: string;
  name: string;
  description: string;
  category: ServiceCategory;
  priceMinor: number;
  currency: ServiceCurrency;
  durationMinutes: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}
