import type { AttendanceStatus } from '@shared/staff';
import type { BadgeProps } from '../../components/ui/badge';
import { attendanceText } from './messages/attendance-screens';

export const oneDecimal = (value: number) => value.toFixed(1);

/** The badge colours of docs/product/owner-area.md §4 States. */
export const STATUS_TONES: Record<AttendanceStatus, NonNullable<BadgeProps['tone']>> = {
  signed_in: 'success',
  signed_out: 'neutral',
  break: 'warning',
  late: 'danger',
};

/** The status as the badge says it ('signed in'). */
export const statusLabel = (status: AttendanceStatus) => attendanceText(`status.${status}`);
