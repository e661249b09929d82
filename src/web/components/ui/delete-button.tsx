import { useState, type ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import { controlText } from '../messages/ui-controls';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Delete something the owner keeps (a service, a staff member, a client), after the one confirm
 * dialog says what happens to what depends on it. `onDelete` gets `done`, to call once it worked:
 * the dialog closes then, and stays open with the error otherwise.
 */
export function DeleteButton({
  name,
  what,
  description,
  isPending,
  onDelete,
  isCompact = false,
}: {
  /** The thing's own name: 'Delete Box Braids?'. */
  name: string;
  /** What it is, on the confirm button: 'Delete Service'. */
  what: string;
  description: ReactNode;
  isPending: boolean;
  onDelete: (done: () => void) => void;
  /** An icon button (in a card) rather than a labelled one (on a detail page). */
  isCompact?: boolean;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={setOpen}
      title={controlText('delete.title', { name })}
      description={description}
      confirmLabel={controlText('delete.confirm', { what })}
      pendingLabel={controlText('delete.pending')}
      icon={Trash2}
      isPending={isPending}
      onConfirm={() => onDelete(() => setOpen(false))}
      trigger={
        isCompact ? (
          <Button
            variant="ghost"
            size="icon"
            className="text-red-600 hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-950/50"
            aria-label={controlText('delete.label', { name })}
            onClick={() => setOpen(true)}
          >
            <Trash2 />
          </Button>
        ) : (
          <Button
            variant="outline"
            className="text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-400 dark:hover:bg-red-950/50"
            onClick={() => setOpen(true)}
          >
            <Trash2 />
            {controlText('delete.button')}
          </Button>
        )
      }
    />
  );
}
