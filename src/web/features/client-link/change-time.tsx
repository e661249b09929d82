import { useEffect, useRef, useState } from 'react';
import { failureText } from '../../lib/api-error';
import { addDays, weekdayOf } from '@shared/local-time';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { cx } from '../../components/ui/cx';
import { firstOfMonth, MonthCalendar } from '../../components/ui/month-calendar';
import { formatLongDay } from '@shared/format/dates';
import { useLoader } from '../public-booking/public-booking-page';
import { clientLinkApi, type ClientLinkView } from './client-link-api';
import { clientLinkText } from './messages/client-link-screens';

/**
 * The times the public booking page offers for this service (and staff member) on one day, where
 * the booking's own place is free to it.
 */
function Times({
  token,
  view,
  date,
  time,
  onTime,
}: {
  token: string;
  view: ClientLinkView;
  date: string;
  time: string | null;
  onTime: (time: string) => void;
}) {
  const { booking } = view;
  const availability = useLoader(date, () => clientLinkApi.availability(token, date));
  if (availability.state === 'loading')
    return (
      <div
        className="h-24 animate-pulse rounded-xl bg-raised"
        aria-label={clientLinkText('move.loading')}
      />
    );
  if (availability.state === 'error') {
    return (
      <p className="text-sm text-muted" role="alert">
        {failureText(availability.error)}{' '}
        <button type="button" className="font-medium underline" onClick={availability.reload}>
          {clientLinkText('move.tryAgain')}
        </button>
      </p>
    );
  }
  const isCurrentDay = date === booking.date;
  const slots = (availability.data.days[0]?.slots ?? []).filter(
    (slot) => slot.status === 'available' && !(isCurrentDay && slot.time === booking.time),
  );
  if (!slots.length) {
    return (
      <p className="rounded-xl bg-raised p-4 text-center text-sm text-muted">
        {clientLinkText('move.none')}
      </p>
    );
  }
  return (
    <div
      className="grid grid-cols-3 gap-2 sm:grid-cols-5"
      role="group"
      aria-label={clientLinkText('move.timesOn', { day: formatLongDay(date) })}
    >
      {slots.map((slot) => (
        <button
          key={slot.time}
          type="button"
          aria-pressed={slot.time === time}
          onClick={() => onTime(slot.time)}
          className={cx(
            'h-12 rounded-xl border text-sm font-medium tabular-nums',
            slot.time === time
              ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-400 dark:bg-brand-400 dark:text-brand-950'
              : 'border-line hover:bg-raised',
          )}
        >
          {slot.time}
        </button>
      ))}
    </div>
  );
}

/** Pick a new day and a free time, then confirm: the server checks it again under its locks. */
export function ChangeTime({
  token,
  view,
  onDone,
  onCancel,
}: {
  token: string;
  view: ClientLinkView;
  onDone: (view: ClientLinkView) => void;
  onCancel: () => void;
}) {
  const { today, advanceDays, hours } = view.calendar;
  const lastDay = addDays(today, advanceDays);
  const [month, setMonth] = useState(firstOfMonth(view.booking.date));
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // the picker opens away from the button that asked for it: take the focus (and the eye) there
  useEffect(() => heading.current?.focus(), []);
  const isOpenWeekday = (day: string) => {
    const row = hours.find((entry) => entry.weekday === weekdayOf(day));
    return row ? row.isOpen : hours.length === 0;
  };
  const confirm = async () => {
    if (!date || !time) {
      setError(clientLinkText('move.pickBoth'));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const { booking } = await clientLinkApi.reschedule(token, { date, time });
      onDone(booking);
    } catch (caught) {
      setError(failureText(caught));
      setTime(null);
    } finally {
      setSaving(false);
    }
  };
  return (
    <section aria-labelledby="change-time-title" className="grid gap-4">
      <h2
        id="change-time-title"
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-4 text-lg font-semibold outline-none"
      >
        {clientLinkText('move.heading')}
      </h2>
      <MonthCalendar
        month={month}
        selected={date}
        minMonth={firstOfMonth(today)}
        maxMonth={firstOfMonth(lastDay)}
        isSelectable={(day) => day >= today && day <= lastDay && isOpenWeekday(day)}
        onMonth={setMonth}
        onSelect={(day) => {
          setDate(day);
          setTime(null);
        }}
      />
      {date ? (
        <div className="grid gap-2">
          <p className="text-sm font-medium">{formatLongDay(date)}</p>
          <Times token={token} view={view} date={date} time={time} onTime={setTime} />
        </div>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="grid grid-cols-2 gap-3">
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSaving}>
          {clientLinkText('move.keep')}
        </Button>
        <Button type="button" onClick={() => void confirm()} disabled={isSaving || !time}>
          {isSaving ? clientLinkText('move.moving') : clientLinkText('move.confirm')}
        </Button>
      </div>
    </section>
  );
}
