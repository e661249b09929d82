import { useId, type Ref } from 'react';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@shared/webhooks';
import { developersText as t } from './messages/developers-screens';

const GROUPS = ['booking', 'payment', 'invoice', 'review'] as const;
const groupOf = (type: WebhookEventType) => type.split('.')[0] as (typeof GROUPS)[number];

const boxClass = 'size-4 shrink-0 cursor-pointer accent-brand-700 dark:accent-brand-400';
const rowClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-sm hover:bg-raised';

/** An event's name as the owner reads it: 'Booking moved' for booking.rescheduled. */
export const eventLabel = (type: WebhookEventType) => t(`event.${type}`);

/**
 * The events an endpoint gets, as checkboxes grouped by what they are about, with 'All events'
 * above them. A row is a 44-px target; the code name is shown beside each for whoever builds
 * the receiver.
 */
export function EventChoices({
  value,
  onChange,
  error,
  inputRef,
}: {
  value: readonly WebhookEventType[];
  onChange: (value: WebhookEventType[]) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const chosen = new Set(value);
  const isAll = chosen.size === WEBHOOK_EVENT_TYPES.length;
  const toggle = (type: WebhookEventType, isOn: boolean) =>
    onChange(WEBHOOK_EVENT_TYPES.filter((each) => (each === type ? isOn : chosen.has(each))));
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-fg">{t('hookForm.events')}</legend>
      <div className="grid gap-1 rounded-xl border border-line p-1.5">
        <label className={`${rowClass} font-medium`}>
          <input
            ref={inputRef}
            type="checkbox"
            className={boxClass}
            checked={isAll}
            onChange={(event) => onChange(event.target.checked ? [...WEBHOOK_EVENT_TYPES] : [])}
            aria-invalid={error ? true : undefined}
          />
          {t('hookForm.allEvents')}
        </label>
        <div className="grid gap-x-2 border-t border-line pt-1 sm:grid-cols-2">
          {GROUPS.map((group) => (
            <div
              key={group}
              className="grid content-start"
              role="group"
              aria-labelledby={`${id}-${group}`}
            >
              <p id={`${id}-${group}`} className="px-3 pt-2 pb-1 text-xs font-medium text-muted">
                {t(`group.${group}`)}
              </p>
              {WEBHOOK_EVENT_TYPES.filter((type) => groupOf(type) === group).map((type) => (
                <label key={type} className={rowClass}>
                  <input
                    type="checkbox"
                    className={boxClass}
                    checked={chosen.has(type)}
                    onChange={(event) => toggle(type, event.target.checked)}
                    aria-invalid={error ? true : undefined}
                  />
                  <span className="grid min-w-0">
                    <span>{eventLabel(type)}</span>
                    <span className="font-mono text-xs text-muted">{type}</span>
                  </span>
                </label>
              ))}
            </div>
          ))}
        </div>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
