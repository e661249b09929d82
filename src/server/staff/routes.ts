import { Hono } from 'hono';
import { StaffInputSchema } from '@shared/staff';
import type { Auth } from '../auth/better-auth';
import { requireSession } from '../auth/session';
import { requireBusiness } from '../businesses/scope';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/context';
import { jsonBody } from '../http/validation';
import { createStaff, deleteStaff, findStaff, listStaff, updateStaff } from './operations';
import { staffIdOf } from './queries';

/** The owner's staff members; every one is looked up within the session's business. */
export function staffRoutes({ auth, db }: { auth: Auth; db: Database }) {
  const session = requireSession(auth);
  const owned = requireBusiness(db);
  return new Hono<AppEnv>()
    .get('/', session, owned, async (c) => {
      return c.json({ staff: await listStaff(db, c.var.business.id) });
    })
    .post('/', session, owned, jsonBody(StaffInputSchema), async (c) => {
      const input = c.req.valid('json');
      const member = await createStaff(db, { businessId: c.var.business.id, input });
      return c.json({ member }, 201);
    })
    .get('/:staffId', session, owned, async (c) => {
      const staffId = staffIdOf(c.req.param('staffId'));
      return c.json({ member: await findStaff(db, { businessId: c.var.business.id, staffId }) });
    })
    .put('/:staffId', session, owned, jsonBody(StaffInputSchema), async (c) => {
      const staffId = staffIdOf(c.req.param('staffId'));
      const input = c.req.valid('json');
      const member = await updateStaff(db, { businessId: c.var.business.id, staffId, input });
      return c.json({ member });
    })
    .delete('/:staffId', session, owned, async (c) => {
      const staffId = staffIdOf(c.req.param('staffId'));
      return c.json(await deleteStaff(db, { businessId: c.var.business.id, staffId }));
    });
}
