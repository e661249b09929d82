import type { staff } from '../db/schema/people';

export type StaffRow = typeof staff.$inferSelect;

/** What the list adds to each member: the services they perform and how much they are booked. */
export interface StaffExtras {
  serviceIds: string[];
  bookingCount: number;
  upcomingCount: number;
}

/** A staff member as their owner sees them; never the business id or internal timestamps. */
export function presentStaff(member: StaffRow, extras: StaffExtras) {
  return {
    id: member.id,
    name: member.name,
    email: member.email,
    phone: member.phone,
    gender: member.gender,
    shift: member.shift,
    workload: member.workload,
    specialties: member.specialties,
    isActive: member.isActive,
    /** None means every service. */
    serviceIds: [...extras.serviceIds].sort(),
    bookingCount: extras.bookingCount,
    upcomingCount: extras.upcomingCount,
    createdAt: member.createdAt.toISOString(),
  };
}

export type StaffView = ReturnType<typeof presentStaff>;
