import { useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatTime } from '@shared/format/dates';
import type { Register } from './merge-queue';
import { LocatedBadge, PendingBadge, StatusBadge } from './status-badge';
import { attendanceText } from './messages/attendance-screens';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="grid gap-0.5 rounded-xl bg-raised/70 px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** "Today's Attendance Summary": the day's counts and every record of the date, newest first. */
export function AttendanceSummary({
  register,
  timeZone,
}: {
  register: Register;
  timeZone: string;
}) {
  const titleId = useId();
  const { summary, records } = register;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{attendanceText('summary.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Figure label={attendanceText('summary.activeStaff')} value={summary.activeStaff} />
          <Figure label={attendanceText('summary.signedIn')} value={summary.signedIn} />
          <Figure label={attendanceText('summary.signedOut')} value={summary.signedOut} />
          <Figure label={attendanceText('summary.notSignedIn')} value={summary.notSignedIn} />
        </dl>
        {records.length ? (
          <ul className="grid divide-y divide-line" aria-label={attendanceText('summary.records')}>
            {records.map((record) => (
              <li key={record.id} className="grid gap-1.5 py-3 first:pt-0 last:pb-0">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 font-medium break-words">
                    {record.staffName ?? attendanceText('noName')}
                  </span>
                  <span className="shrink-0 text-sm text-muted tabular-nums">
                    {formatTime(record.signInTime, timeZone)}
                    {' – '}
                    {record.signOutTime ? formatTime(record.signOutTime, timeZone) : '…'}
                  </span>
                </div>
                {record.ipAddress ? (
                  <span className="text-xs break-all text-muted tabular-nums">
                    {attendanceText('summary.ip', { address: record.ipAddress })}
                  </span>
                ) : null}
                <div className="flex flex-wrap gap-1">
                  <StatusBadge status={record.status} />
                  {record.locationTracked ? <LocatedBadge /> : null}
                  {record.isPending ? <PendingBadge /> : null}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">{attendanceText('summary.nobody')}</p>
        )}
      </CardContent>
    </Card>
  );
}
