import { formatDate } from '@shared/format/dates';
import { PLATFORM_TIME_ZONE } from '@shared/format/time-zones';
import { ShieldCheck, ExternalLink, Power, PowerOff } from 'lucide-react';
import { canDo } from '@shared/roles';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { useBusinessAction, type AdminBusiness } from './use-admin';
import { adminText } from './messages/admin-screens';

const date = (iso: string) => formatDate(iso, PLATFORM_TIME_ZONE);

function PlanBadge({ subscription }: { subscription: AdminBusiness['subscription'] }) {
  if (!subscription.planName) return <Badge>{adminText('plan.none')}</Badge>;
  if (subscription.phase === 'expired')
    return <Badge tone="danger">{adminText('plan.ended', { plan: subscription.planName })}</Badge>;
  return <Badge tone="brand">{subscription.planName}</Badge>;
}

/** One business: who owns it, its plan and standing, and what the staff member may do to it. */
export function BusinessCard({
  business,
  roles,
  onDeactivate,
}: {
  business: AdminBusiness;
  roles: readonly string[];
  onDeactivate: (business: AdminBusiness) => void;
}) {
  const action = useBusinessAction();
  const busy = action.isPending;
  return (
    <Card>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="text-base font-semibold break-words">{business.name}</h3>
            <p className="text-sm break-words text-muted">
              {business.owner.name} · {business.owner.email}
            </p>
            <p className="text-xs text-muted">
              {business.city
                ? adminText('createdIn', { city: business.city, date: date(business.createdAt) })
                : adminText('created', { date: date(business.createdAt) })}
            </p>
          </div>
          <div className="flex flex-wrap gap-1.5">
            <PlanBadge subscription={business.subscription} />
            {business.isActive ? (
              <Badge tone="success">{adminText('active')}</Badge>
            ) : (
              <Badge tone="danger">{adminText('inactive')}</Badge>
            )}
            {business.isVerified ? (
              <Badge tone="info">
                <ShieldCheck className="size-3.5" aria-hidden />
                {adminText('verified')}
              </Badge>
            ) : null}
          </div>
        </div>
        {!business.isActive && business.deactivatedReason ? (
          <p className="rounded-xl bg-raised p-3 text-sm break-words whitespace-pre-line">
            <span className="font-medium">
              {business.deactivatedAt
                ? adminText('deactivatedOn', { date: date(business.deactivatedAt) })
                : adminText('deactivated')}
            </span>{' '}
            {business.deactivatedReason}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {canDo(roles, 'verify') ? (
            <Button
              variant={business.isVerified ? 'outline' : 'primary'}
              size="sm"
              disabled={busy}
              onClick={() =>
                action.mutate({ kind: 'verify', id: business.id, isVerified: !business.isVerified })
              }
            >
              <ShieldCheck />
              {business.isVerified ? adminText('removeVerification') : adminText('verify')}
            </Button>
          ) : null}
          {canDo(roles, 'deactivate') ? (
            business.isActive ? (
              <Button variant="outline" size="sm" onClick={() => onDeactivate(business)}>
                <PowerOff />
                {adminText('deactivate')}
              </Button>
            ) : (
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                onClick={() => action.mutate({ kind: 'reactivate', id: business.id })}
              >
                <Power />
                {adminText('reactivate')}
              </Button>
            )
          ) : null}
          {business.isActive ? (
            <Button asChild variant="ghost" size="sm">
              <a href={`/book/${business.id}`} target="_blank" rel="noreferrer">
                <ExternalLink />
                {adminText('bookingPage')}
              </a>
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
