import { Plus, RotateCw, UsersRound } from 'lucide-react';
import { STAFF_MESSAGES } from '@shared/staff';
import { Button } from '../../components/ui/button';
import { Card, CenteredCard } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useServices } from '../services/use-services';
import { StaffCard } from './staff-card';
import { useStaff, type StaffView } from './use-staff';
import { staffText as t } from './messages/staff-screens';

const PLACEHOLDERS = 6;

function GridSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('loading')}>
      {Array.from({ length: PLACEHOLDERS }, (_, index) => (
        <Card key={index} className="grid gap-3 p-4" data-testid="staff-placeholder">
          <div className="flex items-center gap-3">
            <Skeleton className="size-11 rounded-full" />
            <Skeleton className="h-5 w-1/2" />
          </div>
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-11" />
        </Card>
      ))}
    </div>
  );
}

/** The team as cards, newest first, with their loading, empty and failed states. */
export function StaffGrid({
  onAdd,
  onEdit,
}: {
  onAdd: () => void;
  onEdit: (member: StaffView) => void;
}) {
  const staff = useStaff();
  const services = useServices();
  if (staff.isPending) return <GridSkeleton />;
  if (staff.isError) {
    return (
      <CenteredCard>
        <h2 className="text-lg font-semibold">{STAFF_MESSAGES.loadFailed}</h2>
        <p className="max-w-sm text-muted">{t('loadFailedHint')}</p>
        <Button variant="outline" onClick={() => void staff.refetch()} disabled={staff.isFetching}>
          <RotateCw />
          {t('tryAgain')}
        </Button>
      </CenteredCard>
    );
  }
  const list = staff.data.staff;
  if (!list.length) {
    return (
      <CenteredCard>
        <div className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-300">
          <UsersRound className="size-7" aria-hidden />
        </div>
        <h2 className="text-lg font-semibold">{t('empty.title')}</h2>
        <p className="max-w-sm text-muted">{t('empty.body')}</p>
        <Button onClick={onAdd} className="mt-2">
          <Plus />
          {t('empty.add')}
        </Button>
      </CenteredCard>
    );
  }
  const serviceName = new Map(services.data?.services.map((service) => [service.id, service.name]));
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {list.map((member) => (
        <li key={member.id} className="grid">
          <StaffCard
            member={member}
            serviceNames={member.serviceIds.flatMap((id) => serviceName.get(id) ?? [])}
            onEdit={onEdit}
          />
        </li>
      ))}
    </ul>
  );
}
