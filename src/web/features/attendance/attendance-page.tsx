import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useMe } from '../../lib/session';
import { Onboarding } from '../business/onboarding';
import { useOwnerBusiness } from '../business/use-business';
import { OwnerMain } from '../owner/owner-main';
import { PageHeader } from '../owner/page-header';
import { DailyTab } from './daily-tab';
import { ReportsTab } from './reports-tab';

const TITLE = 'Staff Attendance';
const SUBTITLE = 'Digital work attendance register for your team';

/** Staff Attendance (owner-area.md 'Staff Attendance'): the daily register and its reports. */
export function AttendancePage() {
  const business = useOwnerBusiness();
  const me = useMe();
  const ownerId = me.data?.user.id;
  if (business.isPending || !ownerId) {
    return (
      <OwnerMain>
        <PageHeader title={TITLE} subtitle={SUBTITLE} />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading attendance">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-52" />
          ))}
        </div>
      </OwnerMain>
    );
  }
  // without a connection the business kept on this device stands; only no answer at all is an error
  if (business.isError && !business.data) {
    return (
      <OwnerMain>
        <PageHeader title={TITLE} />
        <p className="text-muted">
          Failed to load your business. Check your connection and reload the page.
        </p>
      </OwnerMain>
    );
  }
  if (!('settings' in business.data)) {
    return (
      <OwnerMain className="max-w-3xl">
        <title>Set up your business - Miadi</title>
        <Onboarding />
      </OwnerMain>
    );
  }
  const timeZone = business.data.settings.timezone;
  return (
    <OwnerMain>
      <PageHeader title={TITLE} subtitle={SUBTITLE} />
      <Tabs defaultValue="daily">
        <TabsList aria-label="Attendance views" className="w-full sm:w-auto">
          <TabsTrigger value="daily">Daily Attendance</TabsTrigger>
          <TabsTrigger value="reports">Reports</TabsTrigger>
        </TabsList>
        <TabsContent value="daily">
          <DailyTab ownerId={ownerId} timeZone={timeZone} />
        </TabsContent>
        <TabsContent value="reports">
          <ReportsTab timeZone={timeZone} />
        </TabsContent>
      </Tabs>
    </OwnerMain>
  );
}
