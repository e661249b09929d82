import { Hono } from 'hono';
import {
  ATTENDANCE_LIMITS,
  AttendanceDayQuerySchema,
  AttendanceRangeQuerySchema,
  SignInSchema,
  SignOutSchema,
} from '@shared/attendance';
import { isUuid } from '@shared/uuid';
import type { Auth } from '../auth/better-auth';
import { requireSession } from '../auth/session';
import { requireBusiness } from '../businesses/scope';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/context';
import { jsonBody, queryOf } from '../http/validation';
import type { Logger } from '../logger';
import { attendanceDay } from './day';
import { downloadAttendance } from './export';
import { recordNotFound } from './queries';
import { attendanceReport } from './report';
import { signIn } from './sign-in';
import { signOut } from './sign-out';

/** A header as stored: control characters dropped, bounded. */
function userAgentOf(value: string | undefined): string | null {
  // eslint-disable-next-line no-control-regex
  const text = value?.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, ATTENDANCE_LIMITS.userAgent);
  return text || null;
}

/** The staff attendance register (docs/product/owner-area.md §2 Staff Attendance), of the session's business. */
export function attendanceRoutes({
  auth,
  db,
  logger,
}: {
  auth: Auth;
  db: Database;
  logger: Logger;
}) {
  const session = requireSession(auth);
  const owned = requireBusiness(db);
  return new Hono<AppEnv>()
    .get('/', session, owned, queryOf(AttendanceDayQuerySchema), async (c) => {
      const { date } = c.req.valid('query');
      return c.json(
        await attendanceDay(db, { businessId: c.var.business.id, date, now: new Date() }),
      );
    })
    .post('/', session, owned, jsonBody(SignInSchema), async (c) => {
      const { record, isNew } = await signIn(db, {
        businessId: c.var.business.id,
        input: c.req.valid('json'),
        ipAddress: c.var.clientIp === 'unknown' ? null : c.var.clientIp,
        userAgent: userAgentOf(c.req.header('user-agent')),
        now: new Date(),
      });
      return c.json({ record }, isNew ? 201 : 200);
    })
    .post('/:attendanceId/sign-out', session, owned, jsonBody(SignOutSchema), async (c) => {
      const id = c.req.param('attendanceId');
      if (!isUuid(id)) throw recordNotFound();
      const record = await signOut(db, {
        businessId: c.var.business.id,
        id: id.toLowerCase(),
        input: c.req.valid('json'),
        now: new Date(),
      });
      return c.json({ record });
    })
    .get('/report', session, owned, queryOf(AttendanceRangeQuerySchema), async (c) => {
      const range = c.req.valid('query');
      return c.json(
        await attendanceReport(db, { businessId: c.var.business.id, range, now: new Date() }),
      );
    })
    .get('/export', session, owned, queryOf(AttendanceRangeQuerySchema), (c) =>
      downloadAttendance(c, { db, logger, range: c.req.valid('query') }),
    );
}
