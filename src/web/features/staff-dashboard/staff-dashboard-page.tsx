import { Link } from 'wouter';
import { UserPlus, Users } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiRequestError } from '../../lib/api-error';
import { Onboarding } from '../business/onboarding';
import { OwnerMain } from '../owner/owner-main';
import { PageHeader } from '../owner/page-header';
import { MemberCard } from './member-card';
import { useStaffDashboard } from './use-staff-dashboard';
import { staffDashboardText as t } from './messages/staff-dashboard-screens';

function Problem({ title, error }: { title: string; error: Error }) {
  return (
    <Card>
      <CardContent className="grid gap-2" role="alert">
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-muted">{error.message}</p>
      </CardContent>
    </Card>
  );
}

function NoActiveStaff() {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-10 text-center">
        <Users className="size-10 text-muted" aria-hidden />
        <p className="font-semibold">{t('none.title')}</p>
        <p className="max-w-sm text-sm text-muted">{t('none.body')}</p>
        <Button asChild>
          <Link href="~/app/staff">
            <UserPlus />
            {t('none.manage')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** The staff dashboard (docs/product/owner-area.md §2 Staff dashboard): one request for the whole team. */
export function StaffDashboardPage() {
  const dashboard = useStaffDashboard();
  if (dashboard.isPending) {
    return (
      <OwnerMain>
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
        <div className="grid gap-4" aria-label={t('loading')}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-64" />
          ))}
        </div>
      </OwnerMain>
    );
  }
  if (dashboard.isError) {
    const error = dashboard.error;
    if (error instanceof ApiRequestError && error.code === 'no_business') {
      return (
        <OwnerMain className="max-w-3xl">
          <title>{t('setUpTitle')}</title>
          <Onboarding />
        </OwnerMain>
      );
    }
    const isBusiness = error instanceof ApiRequestError && error.status === 404;
    return (
      <OwnerMain>
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
        <Problem title={isBusiness ? t('businessFailed') : t('staffFailed')} error={error} />
      </OwnerMain>
    );
  }
  const { staff } = dashboard.data;
  return (
    <OwnerMain>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {staff.length === 0 ? (
        <NoActiveStaff />
      ) : (
        <div className="grid gap-4">
          {staff.map((member) => (
            <MemberCard key={member.id} member={member} />
          ))}
        </div>
      )}
    </OwnerMain>
  );
}
