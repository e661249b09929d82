import { formatPhone } from '@shared/phone';
import type { ReactNode } from 'react';
import { CalendarClock, Clock, Mail, Pencil, Phone, Sparkles, UserRound } from 'lucide-react';
import { GENDER_LABELS } from '@shared/staff';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DeleteStaffButton } from './delete-staff-button';
import type { StaffView } from './use-staff';
import { staffText as t } from './messages/staff-screens';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex min-w-0 items-start gap-2 text-sm text-muted [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0">
      {icon}
      <span className="min-w-0 wrap-anywhere">{children}</span>
    </p>
  );
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/** One member in the grid: how to reach them, when they work, what they do, and the actions. */
export function StaffCard({
  member,
  serviceNames,
  onEdit,
}: {
  member: StaffView;
  /** The names of the services they perform; empty when they perform every service. */
  serviceNames: string[];
  onEdit: (member: StaffView) => void;
}) {
  const about = [
    member.gender ? GENDER_LABELS[member.gender] : null,
    member.workload === null ? null : t('card.workload', { hours: member.workload }),
  ].filter(Boolean);
  return (
    <Card className="flex flex-col" data-testid="staff-card">
      <div className="grid flex-1 content-start gap-3 p-4">
        <div className="flex items-start gap-3">
          <div
            aria-hidden
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-800 dark:bg-brand-900/60 dark:text-brand-200"
          >
            {initials(member.name) || <UserRound className="size-5" />}
          </div>
          <div className="grid min-w-0 flex-1 gap-0.5">
            <h3 className="font-semibold tracking-tight break-words">{member.name}</h3>
            {about.length ? <p className="text-sm text-muted">{about.join(' · ')}</p> : null}
          </div>
          <Badge tone={member.isActive ? 'success' : 'neutral'} className="shrink-0">
            {member.isActive ? t('card.active') : t('card.inactive')}
          </Badge>
        </div>
        <div className="grid gap-1.5">
          <Line icon={<Mail />}>{member.email}</Line>
          {member.phone ? <Line icon={<Phone />}>{formatPhone(member.phone)}</Line> : null}
          {member.shift ? <Line icon={<Clock />}>{member.shift}</Line> : null}
          <Line icon={<Sparkles />}>
            {serviceNames.length
              ? t('card.services', { names: serviceNames.join(', ') })
              : t('card.allServices')}
          </Line>
          {member.upcomingCount ? (
            <Line icon={<CalendarClock />}>
              {t('card.upcoming', { count: member.upcomingCount })}
            </Line>
          ) : null}
        </div>
        {member.specialties.length ? (
          <ul
            className="flex flex-wrap gap-1.5"
            aria-label={t('card.specialties', { name: member.name })}
          >
            {member.specialties.map((specialty) => (
              <li key={specialty}>
                <Badge tone="brand" className="max-w-full break-words">
                  {specialty}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="grid grid-cols-[1fr_auto] gap-2 border-t border-line p-3">
        <Button
          variant="secondary"
          onClick={() => onEdit(member)}
          aria-label={t('card.editName', { name: member.name })}
        >
          <Pencil />
          {t('card.edit')}
        </Button>
        <DeleteStaffButton member={member} />
      </div>
    </Card>
  );
}
