import { useState } from 'react';
import { failureText } from '../../lib/api-error';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { formatLongDay } from '@shared/format/dates';
import { clientLinkApi, type ClientLinkView } from './client-link-api';

/** Asks before the client cancels, saying what cancelling means for their payment. */
export function CancelDialog({
  token,
  view,
  open,
  onOpenChange,
  onDone,
}: {
  token: string;
  view: ClientLinkView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (view: ClientLinkView) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const cancel = async () => {
    setSaving(true);
    setError(null);
    try {
      onDone((await clientLinkApi.cancel(token)).booking);
      onOpenChange(false);
    } catch (caught) {
      setError(failureText(caught));
    } finally {
      setSaving(false);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cancel this booking?"
      description={`${view.booking.serviceName} on ${formatLongDay(view.booking.date)} at ${view.booking.time}`}
      confirmLabel="Yes, cancel booking"
      pendingLabel="Cancelling..."
      cancelLabel="Keep booking"
      isPending={isSaving}
      error={error}
      onConfirm={() => void cancel()}
    >
      <p className="text-sm">{view.changes.cancelOutcomeText}</p>
    </ConfirmDialog>
  );
}
