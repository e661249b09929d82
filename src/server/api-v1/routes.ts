import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { ApiClientUpdateSchema, ApiServiceUpdateSchema } from '@shared/api-v1/bodies';
import { ClientInputSchema } from '@shared/clients';
import { ServiceInputSchema } from '@shared/services';
import { availabilityFor } from '../bookings/availability';
import { newBookingConfirmation } from '../bookings/confirmations';
import { clientNotFound, createClient, ownedClient, updateClient } from '../clients/operations';
import type { Executor } from '../db/database';
import { businessSettings } from '../db/schema/businesses';
import { clients } from '../db/schema/people';
import { publicCache } from '../http/caching';
import type { AppEnv } from '../http/context';
import { parseWith } from '../http/validation';
import {
  afterBookingCreated,
  afterBookingMoved,
  afterStatusChanged,
} from '../owner-bookings/after-effects';
import { createOwnerBooking } from '../owner-bookings/create';
import { rescheduleBooking } from '../owner-bookings/reschedule';
import { changeBookingStatus } from '../owner-bookings/status';
import { createService, findOwnedService, updateService } from '../services/operations';
import type { WaitlistDeps } from '../waitlist/offers';
import { requireApiKey } from './authenticate';
import { buildOpenApi } from './openapi';
import { operationMounter } from './operation';
import * as op from './operations';
import * as read from './reads';

/**
 * The fields a PATCH sent, of those its body names, as sent: the body's parsed form would fill a
 * left-out category, currency or duration with its default, and so change it.
 */
async function sentFields(c: Context<AppEnv>, named: { shape: object }) {
  const sent = await c.req.json<Record<string, unknown>>();
  return Object.fromEntries(Object.entries(sent).filter(([name]) => name in named.shape));
}

/**
 * A PATCH as the owner's PUT: the stored client with the sent fields over it, checked whole by the
 * owner's own schema, so a change can break no rule a full save would catch. The row stays locked
 * until the caller's transaction writes it, so two PATCHes of different fields at once both hold.
 */
async function patchedClient(tx: Executor, c: Context<AppEnv>, clientId: string) {
  const [stored] = await tx
    .select()
    .from(clients)
    .where(ownedClient(c.var.business.id, clientId))
    .for('update');
  if (!stored) throw clientNotFound();
  const { name, email, phone, address, notes } = stored;
  const sent = await sentFields(c, ApiClientUpdateSchema);
  return parseWith(ClientInputSchema, { name, email, phone, address, notes, ...sent });
}

async function patchedService(tx: Executor, c: Context<AppEnv>, serviceId: string) {
  const stored = await findOwnedService(
    tx,
    { businessId: c.var.business.id, serviceId },
    { isLocked: true },
  );
  const { name, description, category, transportDetails, priceMinor, durationMinutes, currency } =
    stored;
  const sent = await sentFields(c, ApiServiceUpdateSchema);
  const kept = { name, description, category, transportDetails, priceMinor, durationMinutes };
  return parseWith(ServiceInputSchema, { ...kept, currency, ...sent });
}

/**
 * The public API, version 1 (docs/plans/public-api.md): every route behind a key, scoped to the
 * key's business as an owner's session is scoped to theirs, and each one an operation of
 * operations.ts, from which the OpenAPI document at /api/v1/openapi.json is made. Writes go
 * through the owner area's own operations and after-effects, so nothing here bypasses a rule.
 */
export function apiV1Routes(deps: WaitlistDeps) {
  const { db } = deps;
  const document = JSON.stringify(buildOpenApi({ publicUrl: deps.publicUrl }));
  const app = new Hono<AppEnv>();
  app.get('/openapi.json', publicCache('public, max-age=300'), (c) =>
    c.body(document, 200, { 'Content-Type': 'application/json' }),
  );
  app.use('*', requireApiKey(db));
  const mount = operationMounter(app, db);
  const business = (c: { var: AppEnv['Variables'] }) => c.var.business.id;
  const bookingIdOf = (params: Record<string, string>) =>
    read.pathId(params.bookingId, 'bookingNotFound');

  mount(op.listServices, (c, { query }) => read.listServices(db, business(c), query));
  mount(op.getService, (c, { params }) =>
    read.getService(db, business(c), read.pathId(params.serviceId, 'serviceNotFound')),
  );
  mount(op.createService, (c, { body, keepIn }) =>
    db.transaction(async (tx) => {
      const made = await createService(tx, { businessId: business(c), input: body });
      const answer = await read.getService(tx, business(c), made.id);
      await keepIn?.(tx, answer);
      return answer;
    }),
  );
  mount(op.updateService, (c, { params }) =>
    db.transaction(async (tx) => {
      const serviceId = read.pathId(params.serviceId, 'serviceNotFound');
      const input = await patchedService(tx, c, serviceId);
      await updateService(tx, { businessId: business(c), serviceId, input });
      return read.getService(tx, business(c), serviceId);
    }),
  );
  mount(op.listStaff, (c, { query }) => read.listStaff(db, business(c), query));
  mount(op.getStaffMember, (c, { params }) =>
    read.getStaffMember(db, business(c), read.pathId(params.staffId, 'staffNotFound')),
  );
  mount(op.getAvailability, async (c, { query }) => {
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
  mount(op.listBookings, (c, { query }) => read.listBookings(db, business(c), query));
  mount(op.getBooking, (c, { params }) => read.getBooking(db, business(c), bookingIdOf(params)));
  mount(op.createBooking, async (c, { body, idempotencyKey }) => {
    const businessId = business(c);
    const created = await createOwnerBooking(db, {
      businessId,
      // the engine's own key: a retry after a crash is answered by it, never booked twice
      input: { ...body, idempotencyKey: `api-${idempotencyKey}` },
      confirmation: await newBookingConfirmation(deps),
      through: 'api',
    });
    afterBookingCreated(deps, businessId, created);
    return read.getBooking(db, businessId, created.booking.id);
  });
  const changeStatus = (status: 'cancelled' | 'completed') =>
    mount(status === 'cancelled' ? op.cancelBooking : op.completeBooking, async (c, { params }) => {
      const businessId = business(c);
      const changed = await changeBookingStatus(db, {
        businessId,
        bookingId: bookingIdOf(params),
        status,
      });
      afterStatusChanged(deps, businessId, changed);
      return read.getBooking(db, businessId, changed.after.id);
    });
  changeStatus('cancelled');
  changeStatus('completed');
  mount(op.rescheduleBooking, async (c, { params, body }) => {
    const businessId = business(c);
    const moved = await rescheduleBooking(db, {
      businessId,
      bookingId: bookingIdOf(params),
      input: body,
    });
    afterBookingMoved(deps, businessId, moved);
    return read.getBooking(db, businessId, moved.after.id);
  });
  mount(op.listClients, (c, { query }) => read.listClients(db, business(c), query));
  mount(op.getClient, (c, { params }) =>
    read.getClient(db, business(c), read.pathId(params.clientId, 'clientNotFound')),
  );
  mount(op.createClient, (c, { body, keepIn }) =>
    db.transaction(async (tx) => {
      // v1's Client has no address: one made here has none, as a form left blank would
      const input = { ...body, address: null };
      const made = await createClient(tx, { businessId: business(c), input });
      const answer = await read.getClient(tx, business(c), made.id);
      await keepIn?.(tx, answer);
      return answer;
    }),
  );
  mount(op.updateClient, (c, { params }) =>
    db.transaction(async (tx) => {
      const clientId = read.pathId(params.clientId, 'clientNotFound');
      const input = await patchedClient(tx, c, clientId);
      await updateClient(tx, { businessId: business(c), clientId, input });
      return read.getClient(tx, business(c), clientId);
    }),
  );
  mount(op.listInvoices, (c, { query }) => read.listInvoices(db, business(c), query));
  mount(op.getInvoice, (c, { params }) =>
    read.getInvoice(db, business(c), read.pathId(params.invoiceId, 'invoiceNotFound')),
  );
  mount(op.listReviews, (c, { query }) => read.listReviews(db, business(c), query));
  return app;
}
