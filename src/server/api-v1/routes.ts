import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { availabilityFor } from '../bookings/availability';
import type { Database } from '../db/database';
import { businessSettings } from '../db/schema/businesses';
import { publicCache } from '../http/caching';
import type { AppEnv } from '../http/context';
import { requireApiKey } from './authenticate';
import { buildOpenApi } from './openapi';
import { mountOperation } from './operation';
import * as op from './operations';
import * as read from './reads';

/**
 * The public API, version 1 (docs/plans/public-api.md): every route behind a key, scoped to the
 * key's business as an owner's session is scoped to theirs, and each one an operation of
 * operations.ts, from which the OpenAPI document at /api/v1/openapi.json is made.
 */
export function apiV1Routes({ db, publicUrl }: { db: Database; publicUrl: string }) {
  const document = JSON.stringify(buildOpenApi({ publicUrl }));
  const app = new Hono<AppEnv>();
  app.get('/openapi.json', publicCache('public, max-age=300'), (c) =>
    c.body(document, 200, { 'Content-Type': 'application/json' }),
  );
  app.use('*', requireApiKey(db));
  const business = (c: { var: AppEnv['Variables'] }) => c.var.business.id;

  mountOperation(app, op.listServices, (c, { query }) => read.listServices(db, business(c), query));
  mountOperation(app, op.getService, (c, { params }) =>
    read.getService(db, business(c), read.pathId(params.serviceId, 'serviceNotFound')),
  );
  mountOperation(app, op.listStaff, (c, { query }) => read.listStaff(db, business(c), query));
  mountOperation(app, op.getStaffMember, (c, { params }) =>
    read.getStaffMember(db, business(c), read.pathId(params.staffId, 'staffNotFound')),
  );
  mountOperation(app, op.getAvailability, async (c, { query }) => {
    const businessId = business(c);
    const [settings] = await db
      .select({ timezone: businessSettings.timezone })
      .from(businessSettings)
      .where(eq(businessSettings.businessId, businessId));
    const { days } = await availabilityFor(db, {
      businessId,
      serviceId: query.serviceId.toLowerCase(),
      staffId: query.staffId?.toLowerCase() ?? null,
      date: query.date,
      days: query.days ?? 1,
      asOwner: true,
    });
    return { timezone: settings?.timezone ?? 'Africa/Nairobi', days };
  });
  mountOperation(app, op.listBookings, (c, { query }) => read.listBookings(db, business(c), query));
  mountOperation(app, op.getBooking, (c, { params }) =>
    read.getBooking(db, business(c), read.pathId(params.bookingId, 'bookingNotFound')),
  );
  mountOperation(app, op.listClients, (c, { query }) => read.listClients(db, business(c), query));
  mountOperation(app, op.getClient, (c, { params }) =>
    read.getClient(db, business(c), read.pathId(params.clientId, 'clientNotFound')),
  );
  mountOperation(app, op.listInvoices, (c, { query }) => read.listInvoices(db, business(c), query));
  mountOperation(app, op.getInvoice, (c, { params }) =>
    read.getInvoice(db, business(c), read.pathId(params.invoiceId, 'invoiceNotFound')),
  );
  mountOperation(app, op.listReviews, (c, { query }) => read.listReviews(db, business(c), query));
  return app;
}
