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
import { attendanceText } from './messages/attendance-screens';

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
    <section
      aria-label={attendanceText('report.staffTotals')}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      {report.staff.map((member) => (
        <Card key={member.staffId} className="grid gap-3 p-4" data-testid="report-card">
          <div className="min-w-0">
            <h3 className="font-semibold tracking-tight break-words">
              {member.name || attendanceText('noName')}
            </h3>
            <p className="text-sm wrap-anywhere text-muted">
              {member.email || attendanceText('noName')}
            </p>
          </div>
          <dl className="grid grid-cols-3 gap-2">
            <Figure label={attendanceText('report.daysWorked')} value={String(member.daysWorked)} />
            <Figure
              label={attendanceText('report.totalHours')}
              value={oneDecimal(member.totalHours)}
            />
            <Figure
              label={attendanceText('report.averageHours')}
              value={oneDecimal(member.averageHours)}
            />
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
        <CardTitle id={titleId}>{attendanceText('report.title')}</CardTitle>
        {report.attendanceRate === null ? null : (
          <p className="text-sm text-muted">
            {attendanceText('report.rate')}{' '}
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
          <ul className="grid divide-y divide-line" aria-label={attendanceText('report.records')}>
            {report.records.map((record) => (
              <li
                key={record.id}
                className="grid gap-1 py-3 first:pt-0 last:pb-0"
                data-testid="report-record"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0 font-medium break-words">
                    {record.staffName ?? attendanceText('noName')}
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
                      : attendanceText('report.hours', { hours: oneDecimal(record.durationHours) })}
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
        <Field label={attendanceText('from')} error={problem ?? undefined}>
          <Input
            type="date"
            value={from}
            onChange={(event) => change('from')(event.target.value)}
          />
        </Field>
        <Field label={attendanceText('to')}>
          <Input type="date" value={to} onChange={(event) => change('to')(event.target.value)} />
        </Field>
      </Card>
      {report.isError && !report.data ? (
        <p className="text-muted">{attendanceText('report.loadFailed')}</p>
      ) : !report.data ? (
        <div
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-label={attendanceText('report.loading')}
        >
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
