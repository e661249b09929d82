import { Hono } from 'hono';
import { ClientInputSchema, ClientListQuerySchema } from '@shared/clients';
import type { Auth } from '../auth/better-auth';
import { requireSession } from '../auth/session';
import { requireBusiness } from '../businesses/scope';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/context';
import { jsonBody, queryOf } from '../http/validation';
import { loadClientPage } from './client-page';
import { listClients } from './list';
import { clientIdOf, createClient, deleteClient, updateClient } from './operations';

/** The owner's clients; every one is looked up within the session's business. */
export function clientRoutes({ auth, db }: { auth: Auth; db: Database }) {
  const session = requireSession(auth);
  const owned = requireBusiness(db);
  return new Hono<AppEnv>()
    .get('/', session, owned, queryOf(ClientListQuerySchema), async (c) => {
      const query = c.req.valid('query');
      return c.json(await listClients(db, { businessId: c.var.business.id, ...query }));
    })
    .post('/', session, owned, jsonBody(ClientInputSchema), async (c) => {
      const input = c.req.valid('json');
      const client = await createClient(db, { businessId: c.var.business.id, input });
      return c.json({ client }, 201);
    })
    .get('/:clientId', session, owned, async (c) => {
      const clientId = clientIdOf(c.req.param('clientId'));
      return c.json(await loadClientPage(db, { businessId: c.var.business.id, clientId }));
    })
    .put('/:clientId', session, owned, jsonBody(ClientInputSchema), async (c) => {
      const clientId = clientIdOf(c.req.param('clientId'));
      const input = c.req.valid('json');
      const client = await updateClient(db, { businessId: c.var.business.id, clientId, input });
      return c.json({ client });
    })
    .delete('/:clientId', session, owned, async (c) => {
      const clientId = clientIdOf(c.req.param('clientId'));
      return c.json(await deleteClient(db, { businessId: c.var.business.id, clientId }));
    });
}
