import { useState } from 'react';
import { UserMinus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { failureText } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { useRemoveEntry, type WaitlistEntryView } from './use-waitlist';
import { waitlistText as t } from './messages/owner-waitlist-screens';

/** Remove, after a confirmation that says what becomes of a place held for the client. */
export function RemoveEntryButton({ entry }: { entry: WaitlistEntryView }) {
  const [isOpen, setOpen] = useState(false);
  const remove = useRemoveEntry();
  const name = entry.customerName;
  const confirm = () =>
    remove.mutate(entry.id, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t('removed', { name }));
      },
      onError: (error) => toast.error(failureText(error)),
    });
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={setOpen}
      title={t('remove.title', { name })}
      description={t(entry.status === 'offered' ? 'remove.offered' : 'remove.waiting')}
      confirmLabel={t('remove.confirm')}
      pendingLabel={t('remove.pending')}
      icon={UserMinus}
      isPending={remove.isPending}
      onConfirm={confirm}
      trigger={
        <Button
          variant="outline"
          className="flex-1 text-red-700 hover:bg-red-50 hover:text-red-800 sm:flex-none dark:text-red-400 dark:hover:bg-red-950/50"
          onClick={() => setOpen(true)}
        >
          <UserMinus />
          {t('entry.remove')}
        </Button>
      }
    />
  );
}
