import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CloudUpload, RefreshCw, UsersRound, Wifi, WifiOff } from 'lucide-react';
import { Link } from 'wouter';
import { ATTENDANCE_MESSAGES } from '@shared/attendance';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { useConnectionStatus } from '../../lib/offline/connection-status';
import { AttendanceSummary } from './attendance-summary';
import { AttendanceExportCard } from './export-card';
import { mergeQueue } from './merge-queue';
import { StaffAttendanceCard } from './staff-attendance-card';
import { syncAttendance } from './sync-attendance';
import { useAttendanceDay, useQueuedItems } from './use-attendance';
import { useSignIn, useSignOut } from './use-sign-actions';
import { attendanceText } from './messages/attendance-screens';

function NoActiveStaff() {
  return (
    <Card className="grid justify-items-center gap-3 px-6 py-12 text-center">
      <UsersRound className="size-10 text-muted" aria-hidden />
      <h2 className="text-lg font-semibold">{ATTENDANCE_MESSAGES.noActiveStaff}</h2>
      <p className="text-muted">{ATTENDANCE_MESSAGES.noActiveStaffHint}</p>
      <Button asChild variant="outline">
        <Link href="/app/staff">{attendanceText('goToStaff')}</Link>
      </Button>
    </Card>
  );
}

function ConnectionBadges({ pending }: { pending: number }) {
  const { isOnline } = useConnectionStatus();
  return (
    <div className="flex flex-wrap items-center gap-2" role="status">
      <Badge tone={isOnline ? 'success' : 'neutral'}>
        {isOnline ? (
          <Wifi className="size-3" aria-hidden />
        ) : (
          <WifiOff className="size-3" aria-hidden />
        )}
        {isOnline ? attendanceText('online') : attendanceText('offline')}
      </Badge>
      {pending ? (
        <Badge tone="orange" data-testid="pending-count">
          <CloudUpload className="size-3" aria-hidden />
          {attendanceText('pending', { count: pending })}
        </Badge>
      ) : null}
    </div>
  );
}

/** The register of one date: every active staff member, Sign In / Sign Out, the day's summary. */
export function DailyTab({ ownerId, timeZone }: { ownerId: string; timeZone: string }) {
  const [date, setDate] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const { isOnline, phase } = useConnectionStatus();
  const day = useAttendanceDay(date);
  const queue = useQueuedItems(ownerId);
  const sync = () => syncAttendance({ ownerId, queryClient });
  const signIn = useSignIn(ownerId);
  const signOut = useSignOut(ownerId, { onQueued: () => void sync() });
  const items = queue.data ?? [];
  const pending = items.filter((item) => !item.synced).length;
  const register = day.data ? mergeQueue(day.data, items, timeZone) : null;
  const busyStaff = signIn.isPending ? signIn.variables.staffId : null;
  const busyRecord = signOut.isPending ? signOut.variables.recordId : null;

  return (
    <div className="grid gap-6">
      <Card className="flex flex-wrap items-end gap-4 p-4">
        <div className="w-full sm:w-56">
          <Field label={attendanceText('date')}>
            <Input
              type="date"
              value={date ?? day.data?.date ?? ''}
              max={day.data?.today}
              onChange={(event) => setDate(event.target.value || null)}
            />
          </Field>
        </div>
        <div className="flex flex-1 flex-wrap items-center justify-between gap-3">
          <ConnectionBadges pending={pending} />
          {isOnline ? (
            <Button
              variant="outline"
              onClick={() => void sync()}
              disabled={phase === 'syncing'}
              aria-busy={phase === 'syncing'}
            >
              <RefreshCw className={phase === 'syncing' ? 'animate-spin' : undefined} aria-hidden />
              {phase === 'syncing' ? attendanceText('syncing') : attendanceText('sync')}
            </Button>
          ) : null}
        </div>
      </Card>

      {day.isError && !register ? (
        <Card className="grid gap-3 p-6">
          <h2 className="text-lg font-semibold">{attendanceText('loadFailed')}</h2>
          <p className="text-muted">{attendanceText('loadFailedHint')}</p>
          <Button
            variant="outline"
            className="justify-self-start"
            onClick={() => void day.refetch()}
          >
            <RefreshCw aria-hidden />
            {attendanceText('tryAgain')}
          </Button>
        </Card>
      ) : !register ? (
        <div
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-label={attendanceText('loading')}
        >
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-52" />
          ))}
        </div>
      ) : register.staff.length === 0 ? (
        <NoActiveStaff />
      ) : (
        <>
          <section
            aria-label={attendanceText('staff')}
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            {register.staff.map((member) => (
              <StaffAttendanceCard
                key={member.id}
                member={member}
                timeZone={timeZone}
                actions={{
                  canSignIn: register.date === register.today,
                  isBusy: busyStaff === member.id || busyRecord === member.record?.id,
                  onSignIn: (notes) => signIn.mutateAsync({ staffId: member.id, notes }),
                  onSignOut: (notes) =>
                    signOut.mutateAsync({
                      recordId: member.record?.id ?? '',
                      notes,
                      isQueued: items.some((item) => item.id === member.record?.id && !item.synced),
                    }),
                }}
              />
            ))}
          </section>
          <AttendanceSummary register={register} timeZone={timeZone} />
        </>
      )}
      {/* under the register once it is there: the register, longer than its placeholder, would
          push it down as it arrived */}
      {register || day.isError ? <AttendanceExportCard /> : null}
    </div>
  );
}
