export const GENDERS = ['male', 'female', 'other', 'prefer-not-to-say'] as const;
export type Gender = (typeof GENDERS)[number];

export const ATTENDANCE_STATUSES = ['signed_in', 'signed_out', 'break', 'late'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
