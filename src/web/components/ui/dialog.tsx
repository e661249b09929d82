import type { ComponentProps, ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { controlText } from '../messages/ui-controls';
import { cx } from './cx';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const overlayClass = 'fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]';

interface PanelProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
}

function PanelHeader({ title, description }: Pick<PanelProps, 'title' | 'description'>) {
  return (
    <div className="grid gap-1 pr-10">
      <DialogPrimitive.Title className="text-lg font-semibold tracking-tight">
        {title}
      </DialogPrimitive.Title>
      {description ? (
        <DialogPrimitive.Description className="text-sm text-muted">
          {description}
        </DialogPrimitive.Description>
      ) : (
        <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
      )}
    </div>
  );
}

function CloseButton() {
  return (
    <DialogPrimitive.Close
      className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-lg text-muted hover:bg-raised hover:text-fg"
      aria-label={controlText('dialog.close')}
    >
      <X className="size-5" />
    </DialogPrimitive.Close>
  );
}

/** A centred dialog on desktop that rises from the bottom edge on phones, within thumb reach. */
export function DialogContent({ title, description, className, children, ...props }: PanelProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content
        className={cx(
          'fixed inset-x-0 bottom-0 z-50 grid max-h-[92dvh] gap-5 overflow-y-auto rounded-t-2xl border border-line bg-surface p-5 shadow-xl',
          'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6',
          className,
        )}
        {...props}
      >
        <PanelHeader title={title} description={description} />
        {children}
        <CloseButton />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** A panel that slides in from the right edge (full width on phones). */
export function SheetContent({ title, description, className, children, ...props }: PanelProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content
        className={cx(
          'fixed inset-y-0 right-0 z-50 flex w-full flex-col gap-5 overflow-y-auto border-l border-line bg-surface p-5 shadow-xl sm:max-w-md sm:p-6',
          className,
        )}
        {...props}
      >
        <PanelHeader title={title} description={description} />
        {children}
        <CloseButton />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export { Dialog as Sheet, DialogTrigger as SheetTrigger, DialogClose as SheetClose };
