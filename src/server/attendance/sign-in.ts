import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import {
  ATTENDANCE_LIMITS,
  ATTENDANCE_MESSAGES,
  signInTimeProblem,
  type AttendanceRecord,
  type SignInValues,
} from '@shared/attendance';
import { localDateAt } from '@shared/zoned-time';
import type { Database, Tx } from '../db/database';
import { staff, staffAttendance } from '../db/schema/people';
import { ApiError } from '../http/errors';
import { badField, businessDay, ownedRecord, staffNotFound } from './queries';

export interface SignInOutcome {
  record: AttendanceRecord;
  /** False when the same record (by its device-made id) was already stored. */
  isNew: boolean;
}

function duplicate(message: string): ApiError {
  return new ApiError(409, 'duplicate_sign_in', message);
}

function idTaken(): ApiError {
  return new ApiError(409, 'id_taken', ATTENDANCE_MESSAGES.idTaken);
}

/** The stored record with this id: the same one again (200), or someone else's id (409). */
async function replayed(
  tx: Tx,
  { businessId, staffId, id }: { businessId: string; staffId: string; id: string },
): Promise<SignInOutcome | null> {
  const [existing] = await tx
    .select({ staffId: staffAttendance.staffId, businessId: staffAttendance.businessId })
    .from(staffAttendance)
    .where(eq(staffAttendance.id, id));
  if (!existing) return null;
  if (existing.businessId !== businessId || existing.staffId !== staffId) throw idTaken();
  const record = await ownedRecord(tx, businessId, id);
  if (!record) throw idTaken();
  return { record, isNew: false };
}

/**
 * The duplicate rule (docs/product/settled-rules.md §8 Owner area): refused when the member has an open record on the
 * same business-local date, or any record signed in within five minutes of this one (either side,
 * since offline records arrive out of order).
 */
async function assertNotDuplicate(
  tx: Tx,
  { staffId, date, signInTime }: { staffId: string; date: string; signInTime: Date },
) {
  const windowMs = ATTENDANCE_LIMITS.duplicateWindowMs;
  const isOpen = sql<boolean>`(${staffAttendance.attendanceDate} = ${date}
    AND ${staffAttendance.status} = 'signed_in' AND ${staffAttendance.signOutTime} IS NULL)`;
  const [found] = await tx
    .select({ isOpen })
    .from(staffAttendance)
    .where(
      and(
        eq(staffAttendance.staffId, staffId),
        or(
          isOpen,
          and(
            gt(staffAttendance.signInTime, new Date(signInTime.getTime() - windowMs)),
            lt(staffAttendance.signInTime, new Date(signInTime.getTime() + windowMs)),
          ),
        ),
      ),
    )
    // an open record first: its message is the one that tells the owner what to do
    .orderBy(sql`1 DESC`)
    .limit(1);
  if (found) {
    throw duplicate(
      found.isOpen ? ATTENDANCE_MESSAGES.duplicateSignedIn : ATTENDANCE_MESSAGES.duplicateRecent,
    );
  }
}

/**
 * Signs a staff member in. The member's row is locked first, so sign-ins for one member are decided
 * one after another: of two devices at once, one inserts and the other then sees its record.
 */
export async function signIn(
  db: Database,
  {
    businessId,
    input,
    ipAddress,
    userAgent,
    now,
  }: {
    businessId: string;
    input: SignInValues;
    ipAddress: string | null;
    userAgent: string | null;
    now: Date;
  },
): Promise<SignInOutcome> {
  const signInTime = input.signInTime ?? now;
  const problem = signInTimeProblem(signInTime, now);
  if (problem) throw badField('signInTime', problem);
  const { timezone } = await businessDay(db, businessId, now);
  const attendanceDate = localDateAt(signInTime, timezone);
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ isActive: staff.isActive })
      .from(staff)
      .where(and(eq(staff.id, input.staffId), eq(staff.businessId, businessId)))
      .for('no key update');
    if (!member) throw staffNotFound();
    const ids = { businessId, staffId: input.staffId };
    if (input.id) {
      const again = await replayed(tx, { ...ids, id: input.id });
      if (again) return again;
    }
    if (!member.isActive) throw staffNotFound();
    await assertNotDuplicate(tx, { staffId: input.staffId, date: attendanceDate, signInTime });
    const geo = input.geolocation;
    const [inserted] = await tx
      .insert(staffAttendance)
      .values({
        ...(input.id ? { id: input.id } : {}),
        ...ids,
        status: 'signed_in',
        attendanceDate,
        signInTime,
        notes: input.notes ?? null,
        ipAddress,
        userAgent,
        latitude: geo?.latitude ?? null,
        longitude: geo?.longitude ?? null,
        accuracyMeters: geo ? (geo.accuracy ?? null) : null,
      })
      // an id another business or member holds: not ours to overwrite
      .onConflictDoNothing({ target: staffAttendance.id })
      .returning({ id: staffAttendance.id });
    if (!inserted) {
      const again = input.id ? await replayed(tx, { ...ids, id: input.id }) : null;
      if (again) return again;
      throw idTaken();
    }
    const record = await ownedRecord(tx, businessId, inserted.id);
    if (!record) throw new Error('attendance insert not found');
    return { record, isNew: true };
  });
}
