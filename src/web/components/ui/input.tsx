import type { ComponentProps } from 'react';
import { controlClass } from './control-styles';
import { cx } from './cx';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cx(controlClass, 'h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cx(controlClass, 'min-h-24 py-2.5', className)} {...props} />;
}

/**
 * The browser's own select, styled like the other controls: on phones it opens the system picker,
 * and it costs no JavaScript, so public forms use it for long lists such as countries.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cx(
        controlClass,
        'h-11 appearance-none bg-[length:1rem] bg-[right_0.85rem_center] bg-no-repeat pr-10',
        "bg-[url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2356615c' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")]",
        className,
      )}
      {...props}
    />
  );
}
