import { formatShortDay } from '@shared/format/dates';
import type { ReactNode } from 'react';
import { CalendarClock, ClipboardCheck } from 'lucide-react';
import { Card, CardContent } from '../../components/ui/card';
import { StatusBadge } from '../attendance/status-badge';
import type { DashboardMember } from './use-staff-dashboard';
import { staffDashboardText as t } from './messages/staff-dashboard-screens';

const shortDate = formatShortDay;

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl bg-raised px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function Section({
  title,
  icon: Icon,
  empty,
  children,
}: {
  title: string;
  icon: typeof CalendarClock;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <section className="grid content-start gap-2">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <Icon className="size-4 text-brand-600" aria-hidden />
        {title}
      </h3>
      {children.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="grid divide-y divide-line rounded-xl border border-line">{children}</ul>
      )}
    </section>
  );
}

/** One active staff member: today at a glance, the next five bookings, the last five sign-ins. */
export function MemberCard({ member }: { member: DashboardMember }) {
  const headingId = `member-${member.id}`;
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold break-words">
              {member.name}
            </h2>
            <p className="text-sm break-all text-muted">{member.email}</p>
            {member.shift ? <p className="text-sm text-muted">{member.shift}</p> : null}
          </div>
          <StatusBadge status={member.summary.todayStatus} />
        </div>
        <dl className="grid grid-cols-2 gap-2">
          <Figure label={t('today')} value={member.summary.todayBookings} />
          <Figure label={t('upcoming')} value={member.summary.upcomingBookings} />
        </dl>
        <div className="grid gap-4 md:grid-cols-2">
          <Section title={t('upcoming')} icon={CalendarClock} empty={t('noUpcoming')}>
            {member.upcoming.map((booking) => (
              <li key={booking.id} className="grid gap-0.5 px-3 py-2 text-sm">
                <span className="font-medium tabular-nums">
                  {shortDate(booking.date)} · {booking.time}
                </span>
                <span className="break-words text-muted">
                  {booking.clientName} · {booking.serviceName}
                </span>
              </li>
            ))}
          </Section>
          <Section title={t('attendance')} icon={ClipboardCheck} empty={t('noAttendance')}>
            {member.attendance.map((record) => (
              <li
                key={record.id}
                className="flex items-center justify-between gap-2 px-3 py-2 text-sm"
              >
                <span className="tabular-nums">
                  <span className="font-medium">{shortDate(record.date)}</span>
                  <span className="text-muted">
                    {' '}
                    · {record.signIn}–{record.signOut ?? '…'}
                  </span>
                </span>
                <StatusBadge status={record.status} />
              </li>
            ))}
          </Section>
        </div>
      </CardContent>
    </Card>
  );
}
