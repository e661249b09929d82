import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cx('min-w-0 rounded-card border border-line bg-surface shadow-soft', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('grid gap-1 p-5 pb-0 sm:p-6 sm:pb-0', className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h3'>) {
  return <h3 className={cx('text-lg font-semibold tracking-tight', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cx('text-sm text-muted', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('p-5 sm:p-6', className)} {...props} />;
}

/** A card with its words centred: an empty list, or one that could not be loaded. */
export function CenteredCard({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-12 text-center">
        {children}
      </CardContent>
    </Card>
  );
}
