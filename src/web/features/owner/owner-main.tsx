import type { ReactNode } from 'react';
import { cx } from '../../components/ui/cx';

/**
 * The content column of an owner page. Its one column may shrink below its content's width, so a
 * wide child (a tab strip, a map) scrolls inside itself instead of widening the page on a phone.
 */
export function OwnerMain({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main
      className={cx(
        'mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 sm:py-8',
        className,
      )}
    >
      {children}
    </main>
  );
}
