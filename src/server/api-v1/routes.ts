import { and, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { API_LIST, ApiListQuerySchema, type ApiPage, type ApiService } from '@shared/api-v1';
import type { Database } from '../db/database';
import { services } from '../db/schema/services';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { queryOf } from '../http/validation';
import { apiKeyText as t } from '../messages/api-keys';
import { requireApiKey } from './authenticate';

type ServiceRow = typeof services.$inferSelect;

function presentService(row: ServiceRow): ApiService {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    priceMinor: row.priceMinor,
    currency: row.currency,
    durationMinutes: row.durationMinutes,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The public API, version 1 (docs/plans/public-api.md): every route behind a key, scoped to the
 * key's business as an owner's session is scoped to theirs. Lists are newest first, a page at a
 * time: `nextCursor` is the last item's id, and a cursor from another list is refused.
 */
export function apiV1Routes({ db }: { db: Database }) {
  return new Hono<AppEnv>()
    .use('*', requireApiKey(db))
    .get('/services', queryOf(ApiListQuerySchema), async (c) => {
      const businessId = c.var.business.id;
      const { limit = API_LIST.defaultLimit, cursor } = c.req.valid('query');
      const mine = eq(services.businessId, businessId);
      let after = sql`true`;
      if (cursor) {
        const [from] = await db
          .select({ createdAt: services.createdAt, id: services.id })
          .from(services)
          .where(and(mine, eq(services.id, cursor.toLowerCase())));
        if (!from) throw new ApiError(400, 'cursor_invalid', t('cursor'));
        after = sql`(${services.createdAt}, ${services.id}) < (${from.createdAt.toISOString()}::timestamptz, ${from.id}::uuid)`;
      }
      const rows = await db
        .select()
        .from(services)
        .where(and(mine, after))
        .orderBy(desc(services.createdAt), desc(services.id))
        .limit(limit + 1);
      const page: ApiPage<ApiService> = {
        data: rows.slice(0, limit).map(presentService),
        nextCursor: rows.length > limit ? (rows[limit - 1]?.id ?? null) : null,
      };
      return c.json(page);
    });
}
