import { useId, type ReactElement, type ReactNode } from 'react';
import { Label } from 'radix-ui';
import { Slot } from 'radix-ui';

interface FieldProps {
  label: ReactNode;
  /** Shown under the control in red and announced to screen readers. */
  error?: string | undefined;
  hint?: ReactNode;
  /** One control element; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
}

/** A label, one control, and its hint or error, wired together for assistive technology. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="grid gap-1.5">
      <Label.Root htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </Label.Root>
      <Slot.Root
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
      >
        {children}
      </Slot.Root>
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
