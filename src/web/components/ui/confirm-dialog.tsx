import type { FormEvent, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { controlText } from '../messages/ui-controls';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** What the confirm button says: 'Delete Service'. */
  confirmLabel: string;
  /** What it says while the action runs: 'Deleting...'. */
  pendingLabel: string;
  cancelLabel?: string;
  /** 'danger' for what removes or gives back; 'primary' for what only saves. */
  tone?: 'danger' | 'primary';
  icon?: LucideIcon;
  isPending: boolean;
  /** Why the last attempt failed; the dialog stays open so the person can try again. */
  error?: string | null;
  errorTitle?: string;
  onConfirm: () => void;
  /** What opens the dialog, kept inside it so focus returns there when it closes. */
  trigger?: ReactNode;
  /** Anything between the question and the buttons: a sentence, a reason field. */
  children?: ReactNode;
}

/**
 * The one way the app asks before an action: a question, what it means, Cancel and the action.
 * It is a form, so Enter in a field confirms and a field's own checks run before `onConfirm`.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  tone = 'danger',
  icon: Icon,
  isPending,
  error,
  errorTitle,
  onConfirm,
  trigger,
  children,
}: ConfirmDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPending) onConfirm();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger}
      <DialogContent title={title} description={description}>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          {children}
          {error ? (
            <Alert tone="error" title={errorTitle}>
              {error}
            </Alert>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{cancelLabel ?? controlText('confirm.cancel')}</Button>
            </DialogClose>
            <Button type="submit" variant={tone} disabled={isPending}>
              {Icon ? <Icon /> : null}
              {isPending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
