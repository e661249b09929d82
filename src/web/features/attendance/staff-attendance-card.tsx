import { useId, useState, type FormEvent } from 'react';
import { LogIn, LogOut, MapPin, NotebookPen } from 'lucide-react';
import { ATTENDANCE_LIMITS } from '@shared/attendance';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { formatTime } from '@shared/format/dates';
import type { RegisterMember } from './merge-queue';
import { PendingBadge, StatusBadge } from './status-badge';
import { attendanceText } from './messages/attendance-screens';

function Time({ label, iso, timeZone }: { label: string; iso: string; timeZone: string }) {
  return (
    <div className="grid gap-0.5 rounded-xl bg-raised/70 px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold tabular-nums">{formatTime(iso, timeZone)}</dd>
    </div>
  );
}

export interface CardActions {
  /** Sign-in is offered for today only: it always records the present moment. */
  canSignIn: boolean;
  isBusy: boolean;
  onSignIn: (notes: string) => Promise<unknown>;
  onSignOut: (notes: string) => Promise<unknown>;
}

/** One active staff member on the register: their status that day, and Sign In or Sign Out. */
export function StaffAttendanceCard({
  member,
  timeZone,
  actions,
}: {
  member: RegisterMember;
  timeZone: string;
  actions: CardActions;
}) {
  const [notes, setNotes] = useState('');
  const notesId = useId();
  const { record } = member;
  const isSignedIn = record?.status === 'signed_in';
  const canAct = isSignedIn || actions.canSignIn;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await (isSignedIn ? actions.onSignOut(notes) : actions.onSignIn(notes));
      setNotes('');
    } catch {
      // the toast has said what went wrong; the notes stay for another try
    }
  };
  return (
    <Card className="flex flex-col" data-testid="attendance-card" aria-label={member.name}>
      <div className="grid flex-1 content-start gap-3 p-4">
        <div className="grid gap-0.5">
          <div className="flex items-start justify-between gap-2">
            <h3 className="min-w-0 font-semibold tracking-tight break-words">{member.name}</h3>
            <div className="flex flex-wrap justify-end gap-1">
              <StatusBadge status={record?.status ?? null} />
              {record?.isPending ? <PendingBadge /> : null}
            </div>
          </div>
          <p className="text-sm wrap-anywhere text-muted">{member.email}</p>
        </div>
        {record ? (
          <dl className="grid grid-cols-2 gap-2">
            <Time
              label={attendanceText('card.signedIn')}
              iso={record.signInTime}
              timeZone={timeZone}
            />
            {record.signOutTime ? (
              <Time
                label={attendanceText('card.signedOut')}
                iso={record.signOutTime}
                timeZone={timeZone}
              />
            ) : null}
          </dl>
        ) : null}
        {record?.notes ? (
          <p className="flex items-start gap-2 text-sm whitespace-pre-line text-muted">
            <NotebookPen className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span className="min-w-0 wrap-anywhere">{record.notes}</span>
          </p>
        ) : null}
        {record?.locationTracked ? (
          <p className="flex items-center gap-2 text-sm text-muted">
            <MapPin className="size-4 shrink-0" aria-hidden />
            {attendanceText('locationTracked')}
          </p>
        ) : null}
      </div>
      {canAct ? (
        <form
          onSubmit={(event) => void submit(event)}
          className="grid gap-2 border-t border-line p-3"
        >
          <label htmlFor={notesId} className="sr-only">
            {attendanceText('notes')}
          </label>
          <Input
            id={notesId}
            value={notes}
            maxLength={ATTENDANCE_LIMITS.notes}
            placeholder={attendanceText('notes')}
            onChange={(event) => setNotes(event.target.value)}
          />
          <Button
            type="submit"
            variant={isSignedIn ? 'outline' : 'primary'}
            disabled={actions.isBusy}
            aria-label={attendanceText(isSignedIn ? 'signOutFor' : 'signInFor', {
              name: member.name,
            })}
          >
            {isSignedIn ? <LogOut aria-hidden /> : <LogIn aria-hidden />}
            {isSignedIn ? attendanceText('signOut') : attendanceText('signIn')}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
