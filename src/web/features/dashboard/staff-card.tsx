import { Link } from 'wouter';
import { BarChart3, ClipboardCheck, UserCog } from 'lucide-react';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { dashboardText } from './messages/owner-dashboard';

/** The dashboard's Staff Management card: the team, and its attendance register. */
export function StaffCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{dashboardText('staff.title')}</CardTitle>
        <CardDescription>{dashboardText('staff.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-3">
        <Button asChild variant="outline">
          <Link href="~/app/staff">
            <UserCog aria-hidden />
            {dashboardText('staff.manage')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="~/app/staff-attendance">
            <ClipboardCheck aria-hidden />
            {dashboardText('staff.attendance')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="~/app/staff-dashboard">
            <BarChart3 aria-hidden />
            {dashboardText('staff.dashboard')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
