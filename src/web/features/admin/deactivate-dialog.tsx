import { useState, type FormEvent } from 'react';
import { ADMIN_MESSAGES } from '@shared/admin';
import { TEXT_LIMITS } from '@shared/limits';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { useBusinessAction, type AdminBusiness } from './use-admin';

/** Deactivating needs a reason: the owner reads it in their owner area. */
export function DeactivateDialog({
  business,
  onClose,
}: {
  business: AdminBusiness | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const action = useBusinessAction();
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!business) return;
    if (!reason.trim()) {
      setError(ADMIN_MESSAGES.reasonRequired);
      return;
    }
    action.mutate(
      { kind: 'deactivate', id: business.id, reason: reason.trim() },
      { onSuccess: close },
    );
  };
  return (
    <Dialog open={business !== null} onOpenChange={(isOpen) => (isOpen ? null : close())}>
      <DialogContent
        title={`Deactivate ${business?.name ?? 'business'}?`}
        description="Its booking page and Discover listing are hidden at once. Nothing is deleted, and you can reactivate it later."
      >
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <Field
            label="Reason shown to the owner"
            error={error}
            hint={`${reason.length} / ${TEXT_LIMITS.notes}`}
          >
            <Textarea
              value={reason}
              maxLength={TEXT_LIMITS.notes}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
              placeholder="For example: the phone number and address could not be confirmed."
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={action.isPending}>
              {action.isPending ? 'Deactivating...' : 'Deactivate business'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
