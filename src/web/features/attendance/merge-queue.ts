import { combinedNotes, type AttendanceRecord } from '@shared/attendance';
import { localDateAt } from '@shared/zoned-time';
import type { QueueItem } from '../../lib/offline/attendance-queue';
import type { AttendanceDay } from './use-attendance';

/** A record as the register shows it: from the server, or still on this device. */
export type RegisterRecord = AttendanceRecord & { isPending: boolean };
export type RegisterMember = AttendanceDay['staff'][number] & { record: RegisterRecord | null };

export interface Register {
  date: string;
  today: string;
  staff: RegisterMember[];
  records: RegisterRecord[];
  summary: AttendanceDay['summary'];
}

const bySignInDescending = (a: RegisterRecord, b: RegisterRecord) =>
  b.signInTime.localeCompare(a.signInTime);

/**
 * The server's register with this device's queue laid over it: a sign-in made offline shows at once
 * (pending until synced), and a queued sign-out closes its record. A synced item stays shown until
 * the server's answer has the record, so nothing flickers away between the two.
 */
export function mergeQueue(day: AttendanceDay, items: QueueItem[], timeZone: string): Register {
  const records = new Map<string, RegisterRecord>(
    day.records.map((record) => [record.id, { ...record, isPending: false }]),
  );
  const members = new Map(day.staff.map((member) => [member.id, member]));
  for (const item of items) {
    if (item.type === 'sign-in') {
      const { payload } = item;
      if (records.has(item.id)) continue;
      const date = localDateAt(new Date(payload.signInTime), timeZone);
      const member = members.get(payload.staffId);
      if (date !== day.date || !member) continue;
      records.set(item.id, {
        id: item.id,
        staffId: payload.staffId,
        staffName: member.name,
        staffEmail: member.email,
        status: 'signed_in',
        attendanceDate: date,
        signInTime: payload.signInTime,
        // the server records the address when the sign-in reaches it
        ipAddress: null,
        signOutTime: null,
        notes: payload.notes,
        locationTracked: payload.geolocation !== null,
        isPending: !item.synced,
      });
      continue;
    }
    const record = records.get(item.id);
    if (!record || record.signOutTime) continue;
    records.set(item.id, {
      ...record,
      status: 'signed_out',
      signOutTime: item.payload.signOutTime,
      notes: combinedNotes(record.notes, item.payload.notes),
      isPending: record.isPending || !item.synced,
    });
  }
  const list = [...records.values()].sort(bySignInDescending);
  const staff = day.staff.map((member) => ({
    ...member,
    // newest sign-in first, so the first found is the member's newest record
    record: list.find((record) => record.staffId === member.id) ?? null,
  }));
  const signedOut = staff.filter((member) => member.record?.status === 'signed_out').length;
  const notSignedIn = staff.filter((member) => !member.record).length;
  return {
    date: day.date,
    today: day.today,
    staff,
    records: list,
    summary: {
      activeStaff: staff.length,
      signedIn: staff.length - signedOut - notSignedIn,
      signedOut,
      notSignedIn,
    },
  };
}
