import { CloudOff, MapPin } from 'lucide-react';
import type { AttendanceStatus } from '@shared/staff';
import { Badge } from '../../components/ui/badge';
import { STATUS_TONES, statusLabel } from './format';
import { attendanceText } from './messages/attendance-screens';

/** 'Not signed in', or the status in its colour (signed in green, signed out grey, ...). */
export function StatusBadge({ status }: { status: AttendanceStatus | null }) {
  if (!status) return <Badge className="shrink-0">{attendanceText('badge.notSignedIn')}</Badge>;
  return (
    <Badge tone={STATUS_TONES[status]} className="shrink-0 capitalize">
      {statusLabel(status)}
    </Badge>
  );
}

/** Shown on a record still waiting on this device for a connection. */
export function PendingBadge() {
  return (
    <Badge tone="orange" className="shrink-0">
      <CloudOff className="size-3" aria-hidden />
      {attendanceText('pendingSync')}
    </Badge>
  );
}

export function LocatedBadge() {
  return (
    <Badge tone="info" className="shrink-0">
      <MapPin className="size-3" aria-hidden />
      {attendanceText('located')}
    </Badge>
  );
}
