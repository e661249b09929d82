import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cx } from './cx';

export const Tabs = TabsPrimitive.Root;

/**
 * `isWrapping`: on a phone the tabs sit in rows of three, every one in sight, instead of a strip
 * that hides the last ones off screen (a last tab alone on its row takes the whole row, room for a
 * longer language's word); from 640 px up they are one row again.
 */
export function TabsList({
  className,
  isWrapping = false,
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & { isWrapping?: boolean }) {
  return (
    <TabsPrimitive.List
      className={cx(
        isWrapping
          ? 'grid grid-cols-3 gap-1 rounded-xl bg-raised p-1 sm:inline-flex sm:max-w-full sm:overflow-x-auto [&>:last-child:nth-child(3n+1)]:col-span-3'
          : 'inline-flex max-w-full gap-1 overflow-x-auto rounded-xl bg-raised p-1',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cx(
        'inline-flex h-9 flex-1 items-center justify-center rounded-lg px-3 text-sm font-medium whitespace-nowrap text-muted transition-colors',
        'hover:text-fg data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-soft',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cx('mt-4 focus-visible:outline-none', className)}
      {...props}
    />
  );
}
