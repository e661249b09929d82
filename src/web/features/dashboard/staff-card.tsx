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

/** The dashboard's Staff Management card: the team, and its attendance register. */
export function StaffCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Staff Management</CardTitle>
        <CardDescription>Your team, their services, and who is signed in today.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-3">
        <Button asChild variant="outline">
          <Link href="~/app/staff">
            <UserCog aria-hidden />
            Manage Staff
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="~/app/staff-attendance">
            <ClipboardCheck aria-hidden />
            Staff Attendance
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="~/app/staff-dashboard">
            <BarChart3 aria-hidden />
            Staff Dashboard
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
