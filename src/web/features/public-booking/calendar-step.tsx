import { useState } from 'react';
import { addDays, weekdayOf } from '@shared/local-time';
import { BOOKING_MESSAGES } from '@shared/booking-messages';
import { buttonClass } from '../../components/ui/button-styles';
import { RetryNotice } from '../../components/ui/retry-notice';
import { cx } from '../../components/ui/cx';
import { toast } from '../../lib/toast';
import { bookingApi, type PublicPage, type PublicService } from './booking-api';
import { formatLongDay } from '@shared/format/dates';
import { firstOfMonth, MonthCalendar } from '../../components/ui/month-calendar';
import { useLoader } from '../../lib/use-loader';
import { choicesText } from './messages/booking-choices';
import type { CustomerInput } from '@shared/customer';
import { retryableLazy } from '../../lib/retryable-lazy';
import { Suspense } from 'react';

// offered only where the time wanted is taken: its code comes when it is first shown
const WaitlistJoin = retryableLazy(() => import('./waitlist-join').then((m) => m.WaitlistJoin));

const LABELS = {
  full: () => choicesText('calendar.full'),
  blocked: () => choicesText('calendar.blocked'),
} as const;

function Slots({
  businessId,
  service,
  date,
  time,
  customer,
  onTime,
}: {
  businessId: string;
  service: PublicService;
  date: string;
  time: string | null;
  customer: CustomerInput;
  onTime: (time: string) => void;
}) {
  const availability = useLoader(`${service.id}|${date}`, () =>
    bookingApi.availability(businessId, { serviceId: service.id, date }),
  );
  if (availability.state === 'loading')
    return (
      <div
        className="h-24 animate-pulse rounded-xl bg-raised"
        aria-label={choicesText('calendar.loading')}
      />
    );
  if (availability.state === 'error') {
    const { error } = availability;
    return <RetryNotice error={error} onRetry={availability.reload} />;
  }
  const slots = availability.data.days[0]?.slots ?? [];
  const isDayFull = !slots.some((slot) => slot.status === 'available');
  // a day with times taken (or none free) offers its waitlist
  const waitlist =
    slots.length > 0 && (isDayFull || slots.some((slot) => slot.status === 'full')) ? (
      <Suspense fallback={null}>
        <WaitlistJoin
          businessId={businessId}
          service={service}
          date={date}
          times={slots.map((slot) => slot.time)}
          customer={customer}
          isDayFull={isDayFull}
        />
      </Suspense>
    ) : null;
  if (isDayFull) {
    return (
      <>
        <p className="rounded-xl bg-raised p-4 text-center text-sm text-muted">
          {choicesText('calendar.none')}
        </p>
        {waitlist}
      </>
    );
  }
  return (
    <>
      <div
        className="grid grid-cols-3 gap-2 sm:grid-cols-4"
        role="group"
        aria-label={choicesText('calendar.timesOn', { day: formatLongDay(date) })}
      >
        {slots.map((slot) => {
          const isFree = slot.status === 'available';
          return (
            <button
              key={slot.time}
              type="button"
              disabled={!isFree}
              aria-pressed={slot.time === time}
              onClick={() => onTime(slot.time)}
              className={cx(
                'flex h-12 flex-col items-center justify-center rounded-xl border text-sm font-medium',
                slot.time === time
                  ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-400 dark:bg-brand-400 dark:text-brand-950'
                  : 'border-line',
                !isFree && 'cursor-not-allowed bg-raised text-muted',
              )}
            >
              {slot.time}
              {!isFree ? (
                <span className="text-[11px] font-normal">
                  {LABELS[slot.status as keyof typeof LABELS]?.()}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {waitlist}
    </>
  );
}

/** Pick a date (past days, closed days and days beyond the booking window cannot be picked), then a time. */
export function CalendarStep({
  page,
  service,
  date,
  time,
  customer,
  onBack,
  onContinue,
}: {
  page: PublicPage;
  service: PublicService;
  date: string | null;
  time: string | null;
  customer: CustomerInput;
  onBack: () => void;
  onContinue: (date: string, time: string) => void;
}) {
  const { today, advanceDays } = page.booking;
  const lastDay = addDays(today, advanceDays);
  const [month, setMonth] = useState(firstOfMonth(date ?? today));
  const [chosenDate, setChosenDate] = useState(date);
  const [chosenTime, setChosenTime] = useState(time);
  const isOpenWeekday = (day: string) => {
    const hours = page.hours.find((row) => row.weekday === weekdayOf(day));
    return hours ? hours.isOpen : page.hours.length === 0;
  };
  const submit = () => {
    if (!chosenDate || !chosenTime) {
      toast.error(BOOKING_MESSAGES.dateTime);
      return;
    }
    onContinue(chosenDate, chosenTime);
  };
  return (
    <div className="grid gap-5">
      <h3 className="font-semibold">{choicesText('calendar.heading')}</h3>
      <MonthCalendar
        month={month}
        selected={chosenDate}
        minMonth={firstOfMonth(today)}
        maxMonth={firstOfMonth(lastDay)}
        isSelectable={(day) => day >= today && day <= lastDay && isOpenWeekday(day)}
        onMonth={setMonth}
        onSelect={(day) => {
          setChosenDate(day);
          setChosenTime(null);
        }}
      />
      {chosenDate ? (
        <div className="grid gap-2">
          <p className="text-sm font-medium">{formatLongDay(chosenDate)}</p>
          <Slots
            businessId={page.business.id}
            service={service}
            date={chosenDate}
            time={chosenTime}
            customer={customer}
            onTime={setChosenTime}
          />
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <button type="button" onClick={onBack} className={buttonClass('outline')}>
          {choicesText('back')}
        </button>
        <button type="button" onClick={submit} className={buttonClass('primary')}>
          {choicesText('continue')}
        </button>
      </div>
    </div>
  );
}
