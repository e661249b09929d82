import { ROLE_LABELS } from '@shared/roles';
import { useLocation, useSearch } from 'wouter';
import { canDo, hasAdminArea, type AdminAbility } from '@shared/roles';
import { Badge } from '../../components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import type { Me } from '../../lib/session';
import { OwnerMain } from '../owner/owner-main';
import { PageHeader } from '../owner/page-header';
import { AccessDenied } from './access-denied';
import { BusinessesPanel } from './businesses-panel';
import { EventsPanel } from './events-panel';
import { PayoutsPanel } from './payouts-panel';
import { AdminReviewsPanel } from '../reviews/admin-reviews-panel';
import { RolesPanel } from './roles-panel';
import { adminText } from './messages/admin-screens';

const TABS: readonly {
  id: 'businesses' | 'payouts' | 'reviews' | 'security' | 'roles';
  ability: AdminAbility;
}[] = [
  { id: 'businesses', ability: 'viewBusinesses' },
  { id: 'payouts', ability: 'viewBusinesses' },
  { id: 'reviews', ability: 'moderateReviews' },
  { id: 'security', ability: 'viewSecurityEvents' },
  { id: 'roles', ability: 'manageRoles' },
];

/** /app/admin: the platform's own staff look after businesses, payouts, security and roles. */
export function AdminPage({ me }: { me: Me }) {
  const [location, navigate] = useLocation();
  const requested = new URLSearchParams(useSearch()).get('tab');
  if (!hasAdminArea(me.roles)) return <AccessDenied />;
  const tabs = TABS.filter((tab) => canDo(me.roles, tab.ability));
  const tab = tabs.find((candidate) => candidate.id === requested)?.id ?? 'businesses';
  const isAdmin = me.roles.includes('admin');
  return (
    <OwnerMain>
      <PageHeader
        title={adminText('title')}
        subtitle={isAdmin ? adminText('subtitle.admin') : adminText('subtitle.moderator')}
        actions={<Badge tone="brand">{ROLE_LABELS[isAdmin ? 'admin' : 'moderator']}</Badge>}
      />
      <Tabs
        value={tab}
        onValueChange={(next) => navigate(`${location}?tab=${next}`, { replace: true })}
      >
        <TabsList aria-label={adminText('sections')} className="w-full sm:w-auto">
          {tabs.map(({ id }) => (
            <TabsTrigger key={id} value={id}>
              {adminText(`tab.${id}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="businesses">
          <BusinessesPanel roles={me.roles} />
        </TabsContent>
        <TabsContent value="payouts">
          <PayoutsPanel roles={me.roles} />
        </TabsContent>
        {canDo(me.roles, 'moderateReviews') ? (
          <TabsContent value="reviews">
            <AdminReviewsPanel />
          </TabsContent>
        ) : null}
        {canDo(me.roles, 'viewSecurityEvents') ? (
          <TabsContent value="security">
            <EventsPanel />
          </TabsContent>
        ) : null}
        {canDo(me.roles, 'manageRoles') ? (
          <TabsContent value="roles">
            <RolesPanel me={me} />
          </TabsContent>
        ) : null}
      </Tabs>
    </OwnerMain>
  );
}
