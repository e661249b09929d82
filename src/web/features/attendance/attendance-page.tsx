import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useMe } from '../../lib/session';
import type { OwnerBusinessView } from '../business/use-business';
import { OwnerMain } from '../owner/owner-main';
import { PageHeader } from '../owner/page-header';
import { DailyTab } from './daily-tab';
import { ReportsTab } from './reports-tab';
import { BusinessGate } from '../business/business-gate';
import { attendanceText } from './messages/attendance-screens';

function Placeholder() {
  return (
    <div
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      aria-label={attendanceText('loading')}
    >
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-52" />
      ))}
    </div>
  );
}

/** The register's tabs, once the business and the signed-in account are known. */
function Register({ business }: { business: OwnerBusinessView }) {
  const me = useMe();
  const ownerId = me.data?.user.id;
  if (!ownerId) {
    return (
      <OwnerMain>
        <PageHeader title={attendanceText('title')} subtitle={attendanceText('subtitle')} />
        <Placeholder />
      </OwnerMain>
    );
  }
  const timeZone = business.settings.timezone;
  return (
    <OwnerMain>
      <PageHeader title={attendanceText('title')} subtitle={attendanceText('subtitle')} />
      <Tabs defaultValue="daily">
        <TabsList aria-label={attendanceText('views')} className="w-full sm:w-auto">
          <TabsTrigger value="daily">{attendanceText('tab.daily')}</TabsTrigger>
          <TabsTrigger value="reports">{attendanceText('tab.reports')}</TabsTrigger>
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
    <BusinessGate
      title={attendanceText('title')}
      subtitle={attendanceText('subtitle')}
      placeholder={<Placeholder />}
    >
      {(business) => <Register business={business} />}
    </BusinessGate>
  );
}
