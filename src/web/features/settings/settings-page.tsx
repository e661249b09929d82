import { Suspense, useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { Onboarding } from '../business/onboarding';
import { NotOnDiscoverNotice } from '../business/not-on-discover-notice';
import { useOwnerBusiness } from '../business/use-business';
import { PageHeader } from '../owner/page-header';
import { BusinessTab } from './business-tab';
import { GeneralTab } from './general-tab';
import { NotificationsTab } from './notifications-tab';
import { OwnerMain } from '../owner/owner-main';
import { lazyPart } from '../../lib/lazy-part';
import { settingsText } from './messages/settings-screens';

// the map and Leaflet load only when the Location tab is opened
const LocationTab = lazyPart(() =>
  import('./location-tab').then((m) => ({ default: m.LocationTab })),
);
// and the money tabs when theirs is
const PayoutsTab = lazyPart(() =>
  import('../payouts/payouts-tab').then((m) => ({ default: m.PayoutsTab })),
);
const EarningsTab = lazyPart(() =>
  import('../earnings/earnings-tab').then((m) => ({ default: m.EarningsTab })),
);
// and the API keys when Developers is
const DevelopersTab = lazyPart(() =>
  import('../developers/developers-tab').then((m) => ({ default: m.DevelopersTab })),
);

const TABS = [
  'business',
  'location',
  'payouts',
  'earnings',
  'general',
  'notifications',
  'developers',
] as const;
type TabId = (typeof TABS)[number];

function isTab(value: string | null): value is TabId {
  return TABS.some((tab) => tab === value);
}

function SettingsSkeleton() {
  return (
    <div className="grid gap-4">
      <Skeleton className="h-10 w-full max-w-xl" />
      <Skeleton className="h-64" />
    </div>
  );
}

export function SettingsPage() {
  const query = useOwnerBusiness();
  const [location, navigate] = useLocation();
  const requested = new URLSearchParams(useSearch()).get('tab');
  const tab: TabId = isTab(requested) ? requested : 'business';
  const tabList = useRef<HTMLDivElement>(null);
  // on a phone the tab strip scrolls: keep the chosen tab in sight
  useEffect(() => {
    tabList.current
      ?.querySelector('[data-state="active"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab, query.isPending]);

  if (query.isPending) {
    return (
      <OwnerMain>
        <PageHeader title={settingsText('title')} subtitle={settingsText('subtitle')} />
        <SettingsSkeleton />
      </OwnerMain>
    );
  }
  if (query.isError) {
    return (
      <OwnerMain>
        <PageHeader title={settingsText('title')} />
        <p className="text-muted">{settingsText('loadFailed')}</p>
      </OwnerMain>
    );
  }
  const view = query.data;
  return (
    <OwnerMain>
      {'settings' in view ? (
        <>
          <PageHeader title={settingsText('title')} subtitle={settingsText('subtitle')} />
          <NotOnDiscoverNotice />
          <Tabs
            value={tab}
            onValueChange={(value) => navigate(`${location}?tab=${value}`, { replace: true })}
          >
            <TabsList ref={tabList} isWrapping className="w-full justify-start sm:w-auto">
              {TABS.map((item) => (
                <TabsTrigger key={item} value={item} className="flex-none">
                  {settingsText(`tab.${item}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="business">
              <BusinessTab view={view} />
            </TabsContent>
            <TabsContent value="location">
              <Suspense fallback={<SettingsSkeleton />}>
                <LocationTab view={view} />
              </Suspense>
            </TabsContent>
            <TabsContent value="payouts">
              <Suspense fallback={<SettingsSkeleton />}>
                <PayoutsTab />
              </Suspense>
            </TabsContent>
            <TabsContent value="earnings">
              <Suspense fallback={<SettingsSkeleton />}>
                <EarningsTab view={view} />
              </Suspense>
            </TabsContent>
            <TabsContent value="general">
              <GeneralTab view={view} />
            </TabsContent>
            <TabsContent value="notifications">
              <NotificationsTab view={view} />
            </TabsContent>
            <TabsContent value="developers">
              <Suspense fallback={<SettingsSkeleton />}>
                <DevelopersTab />
              </Suspense>
            </TabsContent>
          </Tabs>
        </>
      ) : (
        <Onboarding />
      )}
    </OwnerMain>
  );
}
