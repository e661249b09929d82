import type { Context } from 'hono';
import { Hono } from 'hono';
import type { ColumnOption } from 'csv-stringify';
import { EXPORT_MESSAGES, exportFileName, type ExportType } from '@shared/exports';
import { localDateAt } from '@shared/zoned-time';
import type { Auth } from '../auth/better-auth';
import { requireSession } from '../auth/session';
import { requireBusiness } from '../businesses/scope';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { inLocale } from '../i18n/request-locale';
import type { Logger } from '../logger';
import { bookingColumns } from './bookings';
import { clientColumns } from './clients';
import { csvStream } from './csv-stream';
import { businessTimezone, exportsWithRows, READERS } from './operations';
import { staffColumns } from './staff';

const COLUMNS: Record<ExportType, () => ColumnOption[]> = {
  bookings: bookingColumns,
  clients: clientColumns,
  staff: staffColumns,
};

interface ExportDeps {
  auth: Auth;
  db: Database;
  logger: Logger;
}

/**
 * The list as a CSV download, streamed a batch at a time. The first batch is read before anything
 * is sent, so an empty list can still answer 404 'No data to export' instead of an empty file.
 */
async function download(c: Context<AppEnv>, type: ExportType, { db, logger }: ExportDeps) {
  const businessId = c.var.business.id;
  const timezone = await businessTimezone(db, businessId);
  const read = READERS[type];
  const first = await read(db, { businessId, timezone });
  if (first.length === 0) throw new ApiError(404, 'no_data', EXPORT_MESSAGES.noData);
  const fileName = exportFileName(type, localDateAt(new Date(), timezone));
  const headers = {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    // the business's own records: never kept by a shared cache
    'Cache-Control': 'private, no-store',
  };
  // HEAD is answered by this GET route: the headers, and no stream left unread
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  // the file is written in the owner's language, batch after batch, however late each is read
  const locale = c.var.locale;
  const stream = csvStream({
    columns: COLUMNS[type](),
    first,
    read: (after) => inLocale(locale, () => read(db, { businessId, timezone, after })),
    signal: c.req.raw.signal,
    logger,
  });
  return c.body(stream, 200, headers);
}

/** Exports (docs/product/owner-area.md §7 Reads and writes), always of the session's own business. */
export function exportRoutes(deps: ExportDeps) {
  const session = requireSession(deps.auth);
  const owned = requireBusiness(deps.db);
  return new Hono<AppEnv>()
    .get('/', session, owned, async (c) =>
      c.json({ hasRows: await exportsWithRows(deps.db, c.var.business.id) }),
    )
    .get('/bookings', session, owned, (c) => download(c, 'bookings', deps))
    .get('/clients', session, owned, (c) => download(c, 'clients', deps))
    .get('/staff', session, owned, (c) => download(c, 'staff', deps));
}
