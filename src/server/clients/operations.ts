import { and, eq, type SQL } from 'drizzle-orm';
import { CLIENT_MESSAGES, CLIENT_TOASTS, type ClientValues } from '@shared/clients';
import { currentLocale } from '@shared/i18n/current-locale';
import { isUuid } from '@shared/uuid';
import type { Database, Executor } from '../db/database';
import { isPgError, PG_ERROR, pgErrorOf, STILL_REFERENCED } from '../db/pg-errors';
import { clients } from '../db/schema/people';
import { ApiError } from '../http/errors';
import { presentClient, type ClientView } from './presenter';

export function clientNotFound(): ApiError {
  return new ApiError(404, 'not_found', CLIENT_MESSAGES.notFound);
}

/** An id from a path: anything that is not a UUID cannot name a client, so it is simply not found. */
export function clientIdOf(value: string | undefined): string {
  if (!isUuid(value)) throw clientNotFound();
  return value.toLowerCase();
}

export function ownedClient(businessId: string, clientId: string): SQL | undefined {
  return and(eq(clients.id, clientId), eq(clients.businessId, businessId));
}

/**
 * The unique indexes decide who is a duplicate, so two requests racing with one phone number make
 * one client and one 409, never a 500.
 */
function duplicateOr(error: unknown): unknown {
  const { code, constraint } = pgErrorOf(error);
  if (code !== PG_ERROR.uniqueViolation) return error;
  if (constraint === 'clients_business_phone_unique') {
    return new ApiError(409, 'client_exists', CLIENT_MESSAGES.phoneTaken, {
      phone: CLIENT_MESSAGES.phoneTaken,
    });
  }
  if (constraint === 'clients_business_email_unique') {
    return new ApiError(409, 'client_exists', CLIENT_MESSAGES.emailTaken, {
      email: CLIENT_MESSAGES.emailTaken,
    });
  }
  return error;
}

/**
 * A client the owner adds is spoken to in the owner's language until they book online in theirs
 * (docs/decisions/0071: a desk booking takes the desk's language).
 */
export async function createClient(
  db: Executor,
  { businessId, input }: { businessId: string; input: ClientValues },
): Promise<ClientView> {
  try {
    const [client] = await db
      .insert(clients)
      .values({ businessId, ...input, locale: currentLocale() })
      .returning();
    if (!client) throw new Error('client insert returned nothing');
    return presentClient(client);
  } catch (error) {
    throw duplicateOr(error);
  }
}

/** Replaces the client's details; a field left out is cleared. */
export async function updateClient(
  db: Executor,
  { businessId, clientId, input }: { businessId: string; clientId: string; input: ClientValues },
): Promise<ClientView> {
  let client;
  try {
    [client] = await db
      .update(clients)
      .set(input)
      .where(ownedClient(businessId, clientId))
      .returning();
  } catch (error) {
    throw duplicateOr(error);
  }
  if (!client) throw clientNotFound();
  return presentClient(client);
}

/**
 * Deletes the client. Their bookings stay, unlinked (ON DELETE SET NULL), under the name, phone and
 * e-mail each booking keeps of its own; a client with invoices stays, as their invoices need them.
 */
export async function deleteClient(
  db: Database,
  { businessId, clientId }: { businessId: string; clientId: string },
): Promise<{ deleted: true; message: string }> {
  let deleted;
  try {
    [deleted] = await db
      .delete(clients)
      .where(ownedClient(businessId, clientId))
      .returning({ id: clients.id });
  } catch (error) {
    if (!isPgError(error, STILL_REFERENCED)) throw error;
    throw new ApiError(409, 'client_has_invoices', CLIENT_MESSAGES.hasInvoices);
  }
  if (!deleted) throw clientNotFound();
  return { deleted: true, message: CLIENT_TOASTS.deleted };
}
