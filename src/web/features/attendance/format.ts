import { format } from 'date-fns';
import type { AttendanceStatus } from '@shared/staff';
import type { BadgeProps } from '../../components/ui/badge';

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as HH:mm on the business's clock. */
export function formatClock(iso: string, timeZone: string): string {
  let formatter = timeFormats.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    timeFormats.set(timeZone, formatter);
  }
  return formatter.format(new Date(iso));
}

/** A business-local date (yyyy-MM-dd) as 'MMM d, yyyy'. */
export function formatRecordDate(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return format(new Date(year, month - 1, day), 'MMM d, yyyy');
}

export const oneDecimal = (value: number) => value.toFixed(1);

/** The badge colours of owner-area.md section 4. */
export const STATUS_TONES: Record<AttendanceStatus, NonNullable<BadgeProps['tone']>> = {
  signed_in: 'success',
  signed_out: 'neutral',
  break: 'warning',
  late: 'danger',
};

/** The status as the badge says it: the underscore as a space. */
export const statusLabel = (status: AttendanceStatus) => status.replace(/_/g, ' ');
