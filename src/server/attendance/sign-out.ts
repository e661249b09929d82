import { and, eq } from 'drizzle-orm';
import {
  ATTENDANCE_LIMITS,
  ATTENDANCE_MESSAGES,
  combinedNotes,
  signOutTimeFor,
  signOutTimeProblem,
  type AttendanceRecord,
  type SignOutValues,
} from '@shared/attendance';
import type { Database } from '../db/database';
import { staffAttendance } from '../db/schema/people';
import { badField, ownedRecord, recordNotFound } from './queries';

/**
 * Signs a record out: the time given by an offline device, or now, never before the sign-in. A
 * record already signed out is returned as it is, so a retried sign-out is harmless.
 */
export async function signOut(
  db: Database,
  {
    businessId,
    id,
    input,
    now,
  }: { businessId: string; id: string; input: SignOutValues; now: Date },
): Promise<AttendanceRecord> {
  if (input.signOutTime) {
    const problem = signOutTimeProblem(input.signOutTime, now);
    if (problem) throw badField('signOutTime', problem);
  }
  return db.transaction(async (tx) => {
    const owned = and(eq(staffAttendance.id, id), eq(staffAttendance.businessId, businessId));
    const [record] = await tx
      .select({
        signInTime: staffAttendance.signInTime,
        signOutTime: staffAttendance.signOutTime,
        notes: staffAttendance.notes,
      })
      .from(staffAttendance)
      .where(owned)
      .for('update');
    if (!record) throw recordNotFound();
    if (!record.signOutTime) {
      const notes = combinedNotes(record.notes, input.notes);
      if (notes && notes.length > ATTENDANCE_LIMITS.notes) {
        throw badField('notes', ATTENDANCE_MESSAGES.notesCombinedTooLong);
      }
      await tx
        .update(staffAttendance)
        .set({
          status: 'signed_out',
          signOutTime: signOutTimeFor(record.signInTime, input.signOutTime, now),
          notes,
        })
        .where(owned);
    }
    const view = await ownedRecord(tx, businessId, id);
    if (!view) throw recordNotFound();
    return view;
  });
}
