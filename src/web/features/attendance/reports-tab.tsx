import { useId, useState } from 'react';
import { ATTENDANCE_MESSAGES, rangeProblem } from '@shared/attendance';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDate, formatTime } from '@shared/format/dates';
import { oneDecimal } from './format';
import { StatusBadge } from './status-badge';
import { useAttendanceReport, type AttendanceReport } from './use-attendance';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function StaffTotals({ report }: { report: AttendanceReport }) {
  return (
    <section aria-label="Staff totals" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {report.staff.map((member) => (
        <Card key={member.staffId} className="grid gap-3 p-4" data-testid="report-card">
          <div className="min-w-0">
            <h3 className="font-semibold tracking-tight break-words">{member.name || 'N/A'}</h3>
            <p className="text-sm wrap-anywhere text-muted">{member.email || 'N/A'}</p>
          </div>
          <dl className="grid grid-cols-3 gap-2">
            <Figure label="Days worked" value={String(member.daysWorked)} />
            <Figure label="Total hours" value={oneDecimal(member.totalHours)} />
            <Figure label="Avg hours/day" value={oneDecimal(member.averageHours)} />
          </dl>
        </Card>
      ))}
    </section>
  );
}

function Records({ report, timeZone }: { report: AttendanceReport; timeZone: string }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex flex-wrap items-baseline justify-between gap-2">
        <CardTitle id={titleId}>Detailed Attendance Records</CardTitle>
        {report.attendanceRate === null ? null : (
          <p className="text-sm text-muted">
            Attendance rate:{' '}
            <span className="font-semibold text-fg tabular-nums" data-testid="attendance-rate">
              {oneDecimal(report.attendanceRate)}%
            </span>
          </p>
        )}
      </CardHeader>
      <CardContent>
        {report.records.length === 0 ? (
          <p className="text-muted">{ATTENDANCE_MESSAGES.noRecords}</p>
        ) : (
          <ul className="grid divide-y divide-line" aria-label="Detailed attendance records">
            {report.records.map((record) => (
              <li
                key={record.id}
                className="grid gap-1 py-3 first:pt-0 last:pb-0"
                data-testid="report-record"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0 font-medium break-words">
                    {record.staffName ?? 'N/A'}
                  </span>
                  <StatusBadge status={record.status} />
                </div>
                <p className="flex flex-wrap gap-x-3 text-sm text-muted tabular-nums">
                  <span>{formatDate(record.attendanceDate)}</span>
                  <span>
                    {formatTime(record.signInTime, timeZone)}
                    {' – '}
                    {record.signOutTime ? formatTime(record.signOutTime, timeZone) : '…'}
                  </span>
                  <span className="font-medium text-fg">
                    {record.durationHours === null
                      ? ATTENDANCE_MESSAGES.stillWorking
                      : `${oneDecimal(record.durationHours)} hours`}
                  </span>
                </p>
                {record.notes ? (
                  <p className="text-sm whitespace-pre-line wrap-anywhere text-muted">
                    {record.notes}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

type Range = { from?: string; to?: string };

/** Reports: figures per staff member and every record of a period (seven days back by default). */
export function ReportsTab({ timeZone }: { timeZone: string }) {
  const [fields, setFields] = useState<Range>({});
  // the query changes only to a usable range; the fields show a problem meanwhile
  const [query, setQuery] = useState<Range>({});
  const report = useAttendanceReport(query);
  const from = fields.from ?? report.data?.from ?? '';
  const to = fields.to ?? report.data?.to ?? '';
  const problem = from && to ? rangeProblem(from, to) : null;
  const change = (key: keyof Range) => (value: string) => {
    const next = { from, to, [key]: value };
    setFields(next);
    if (next.from && next.to && !rangeProblem(next.from, next.to)) setQuery(next);
  };
  return (
    <div className="grid gap-6">
      <Card className="grid gap-4 p-4 sm:grid-cols-2">
        <Field label="From" error={problem ?? undefined}>
          <Input
            type="date"
            value={from}
            onChange={(event) => change('from')(event.target.value)}
          />
        </Field>
        <Field label="To">
          <Input type="date" value={to} onChange={(event) => change('to')(event.target.value)} />
        </Field>
      </Card>
      {report.isError && !report.data ? (
        <p className="text-muted">
          Failed to load the report. Check your connection and try again.
        </p>
      ) : !report.data ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading report">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-32" />
          ))}
        </div>
      ) : (
        <>
          <StaffTotals report={report.data} />
          <Records report={report.data} timeZone={timeZone} />
        </>
      )}
    </div>
  );
}
