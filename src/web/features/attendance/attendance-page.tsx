import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useMe } from '../../lib/session';
import type { OwnerBusinessView } from '../business/use-business';
import { OwnerMain } from '../owner/owner-main';
import { PageHeader } from '../owner/page-header';
import { DailyTab } from './daily-tab';
import { ReportsTab } from './reports-tab';
import { BusinessGate } from '../business/business-gate';

const TITLE = 'Staff Attendance';
const SUBTITLE = 'Digital work attendance register for your team';

const PLACEHOLDER = (
  <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading attendance">
    {Array.from({ length: 3 }, (_, index) => (
      <Skeleton key={index} className="h-52" />
    ))}
  </div>
);

/** The register's tabs, once the business and the signed-in account are known. */
function Register({ business }: { business: OwnerBusinessView }) {
  const me = useMe();
  const ownerId = me.data?.user.id;
  if (!ownerId) {
    return (
      <OwnerMain>
        <PageHeader title={TITLE} subtitle={SUBTITLE} />
        {PLACEHOLDER}
      </OwnerMain>
    );
  }
  const timeZone = business.settings.timezone;
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

/** Staff Attendance (docs/product/owner-area.md §2 Staff Attendance): the daily register and its reports. */
export function AttendancePage() {
  return (
    <BusinessGate title={TITLE} subtitle={SUBTITLE} placeholder={PLACEHOLDER}>
      {(business) => <Register business={business} />}
    </BusinessGate>
  );
}
