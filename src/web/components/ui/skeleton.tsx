import type { ComponentProps } from 'react';
import { cx } from './cx';

/** A placeholder block shown while content loads (never a spinner over a blank page). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden className={cx('animate-pulse rounded-lg bg-raised', className)} {...props} />
  );
}
