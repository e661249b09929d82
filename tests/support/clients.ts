import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { clients } from '../../src/server/db/schema/people';
import type { Owner } from './owners';
import type { TestServer } from './test-server';
import { readJson } from './answers';

/** The client as the API answers it (the figures only on the list and the client page). */
export interface ClientJson {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  notes: string | null;
  createdAt: string;
  stats?: {
    visits: number;
    lastVisit: string | null;
    totalSpent: { currency: string; amountMinor: number }[];
    noShows: number;
    bookings: number;
  };
}

export interface ErrorJson {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

export async function errorOf(response: Response): Promise<ErrorJson> {
  return (await readJson<{ error: ErrorJson }>(response)).error;
}

/** Adds a client through the API, as the owner's form does. */
export async function addClient(owner: Owner, body: object): Promise<ClientJson> {
  const response = await owner.client.post('/api/clients', body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await readJson<{ client: ClientJson }>(response)).client;
}

export async function clientRowsOf(app: TestServer, businessId: string) {
  return app.db.select().from(clients).where(eq(clients.businessId, businessId));
}
