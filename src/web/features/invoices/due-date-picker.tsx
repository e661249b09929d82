import { formatDate } from '@shared/format/dates';
import { useState, type ComponentProps } from 'react';
import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { addDays } from '@shared/local-time';
import { Button } from '../../components/ui/button';
import { controlClass } from '../../components/ui/control-styles';
import { cx } from '../../components/ui/cx';
import { firstOfMonth, MonthCalendar } from '../../components/ui/month-calendar';
import { invoicesText } from './messages/invoices-screens';

interface DueDatePickerProps extends Omit<ComponentProps<'button'>, 'value' | 'onChange'> {
  /** 'yyyy-MM-dd', or '' for none. */
  value: string;
  /** The business's today: days before it cannot be picked. */
  today: string;
  onChange: (date: string) => void;
}

/** The Due Date picker: 'Pick a date' until one is chosen, past days disabled, and a way back to none. */
export function DueDatePicker({ value, today, onChange, className, ...props }: DueDatePickerProps) {
  const [isOpen, setOpen] = useState(false);
  const [month, setMonth] = useState(firstOfMonth(value || today));
  const pick = (date: string) => {
    onChange(date);
    setOpen(false);
  };
  return (
    <Popover.Root
      open={isOpen}
      onOpenChange={(open) => {
        if (open) setMonth(firstOfMonth(value || today));
        setOpen(open);
      }}
    >
      <Popover.Trigger asChild>
        <button
          type="button"
          className={cx(
            controlClass,
            'flex h-11 items-center gap-2 text-left',
            !value && 'text-muted',
            className,
          )}
          {...props}
        >
          <CalendarDays className="size-4 shrink-0 text-muted" aria-hidden />
          {value ? formatDate(value) : invoicesText('picker.pick')}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          className="z-50 w-[min(20rem,calc(100vw-2rem))] rounded-xl border border-line bg-surface p-3 shadow-xl"
        >
          <MonthCalendar
            month={month}
            selected={value || null}
            isSelectable={(date) => date >= today}
            minMonth={firstOfMonth(today)}
            maxMonth={firstOfMonth(addDays(today, 5 * 366))}
            onMonth={setMonth}
            onSelect={pick}
          />
          {value ? (
            <Button variant="ghost" size="sm" className="mt-2 w-full" onClick={() => pick('')}>
              {invoicesText('picker.none')}
            </Button>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
