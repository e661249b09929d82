import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx';

/** A placeholder block shown while content loads (never a spinner over a blank page). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden className={cx('animate-pulse rounded-lg bg-raised', className)} {...props} />
  );
}

/**
 * What holds a part's placeholders while it loads: announced by its label as busy, so a screen
 * reader says what is coming rather than reading nothing.
 */
export function LoadingRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={className}>
      {children}
    </div>
  );
}
