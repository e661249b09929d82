import { useState, type FormEvent } from 'react';
import type { CustomerInput } from '@shared/customer';
import { formatLongDay } from '@shared/format/dates';
import { formatPhone } from '@shared/phone';
import type { JoinWaitlistInput } from '@shared/waitlist';
import { buttonClass } from '../../components/ui/button-styles';
import { controlClass } from '../../components/ui/control-styles';
import { ApiRequestError, readJson } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { newAttemptKey } from './attempt-key';
import type { PublicService } from './booking-api';
import { waitlistJoinText as t } from './messages/booking-waitlist';

interface Joined {
  entry: { position: number | null; holdMinutes: number; link: string };
}

async function join(businessId: string, body: JoinWaitlistInput): Promise<Joined> {
  const response = await fetch(
    `/api/public/businesses/${encodeURIComponent(businessId)}/waitlist`,
    {
      method: 'POST',
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  return readJson<Joined>(response);
}

/**
 * Joining the day's waitlist from the booking page (docs/decisions/0077), where the time a client
 * wants is taken or the day has none free: a window of the day or any time, sent once per form (a
 * retry after a dropped connection joins once), then where they stand and their own link.
 */
export function WaitlistJoin({
  businessId,
  service,
  date,
  times,
  customer,
  isDayFull,
}: {
  businessId: string;
  service: Pick<PublicService, 'id' | 'name'>;
  date: string;
  /** The day's start times, for the window's two ends. */
  times: string[];
  customer: CustomerInput;
  isDayFull: boolean;
}) {
  const [isOpen, setOpen] = useState(false);
  const [joinKey] = useState(newAttemptKey);
  const [isAnyTime, setAnyTime] = useState(true);
  const [from, setFrom] = useState(times[0] ?? '');
  const [to, setTo] = useState(times[times.length - 1] ?? '');
  const [isBusy, setBusy] = useState(false);
  const [joined, setJoined] = useState<Joined['entry'] | null>(null);
  const day = formatLongDay(date);

  if (joined) {
    return (
      <section
        className="grid gap-2 rounded-xl border border-brand-700/30 bg-brand-50 p-4 text-sm dark:border-brand-300/30 dark:bg-brand-950"
        aria-live="polite"
        data-testid="waitlist-joined"
      >
        <h4 className="font-semibold">{t('joined')}</h4>
        {joined.position ? (
          <p>{t('position', { position: joined.position, service: service.name, day })}</p>
        ) : null}
        <p>{t('hold', { minutes: joined.holdMinutes })}</p>
        <a href={joined.link} className={buttonClass('outline', 'block')}>
          {t('follow')}
        </a>
      </section>
    );
  }
  if (!isOpen) {
    return (
      <div className="grid gap-2 rounded-xl bg-raised p-4 text-sm">
        <p>{t(isDayFull ? 'inviteNone' : 'invite')}</p>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className={buttonClass('outline', 'block')}
        >
          {t('open')}
        </button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await join(businessId, {
        serviceId: service.id,
        date,
        from: isAnyTime ? null : from,
        to: isAnyTime ? null : to,
        customer,
        idempotencyKey: joinKey,
      });
      setJoined(answer.entry);
    } catch (error) {
      toast.error(error instanceof ApiRequestError ? error.message : t('failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-3 rounded-xl border border-line p-4 text-sm"
      aria-label={t('open')}
    >
      <h4 className="font-semibold">{t('heading', { service: service.name, day })}</h4>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium">{t('when')}</legend>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name="waitlist-window"
            checked={isAnyTime}
            onChange={() => setAnyTime(true)}
          />
          {t('anyTime')}
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name="waitlist-window"
            checked={!isAnyTime}
            onChange={() => setAnyTime(false)}
          />
          {t('between')}
        </label>
        {isAnyTime ? null : (
          <div className="grid grid-cols-2 gap-3">
            <TimeChoice
              label={t('from')}
              value={from}
              times={times}
              onChange={(time) => {
                setFrom(time);
                if (to < time) setTo(time);
              }}
            />
            <TimeChoice
              label={t('to')}
              value={to}
              times={times.filter((time) => time >= from)}
              onChange={setTo}
            />
          </div>
        )}
      </fieldset>
      <p className="text-muted">
        {t('who', { name: customer.name, phone: formatPhone(customer.phone) })}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <button
          type="button"
          onClick={() => setOpen(false)}
          className={buttonClass('outline', 'block')}
        >
          {t('cancel')}
        </button>
        <button type="submit" disabled={isBusy} className={buttonClass('primary', 'block')}>
          {t(isBusy ? 'joining' : 'submit')}
        </button>
      </div>
    </form>
  );
}

function TimeChoice({
  label,
  value,
  times,
  onChange,
}: {
  label: string;
  value: string;
  times: string[];
  onChange: (time: string) => void;
}) {
  return (
    <label className="grid gap-1.5">
      <span className="font-medium">{label}</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${controlClass} h-11`}
      >
        {times.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </select>
    </label>
  );
}
