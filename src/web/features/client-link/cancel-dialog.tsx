import { useState } from 'react';
import { failureText } from '../../lib/api-error';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { formatLongDayTime } from '@shared/format/dates';
import { clientLinkApi, type ClientLinkView } from './client-link-api';
import { clientLinkText } from './messages/client-link-screens';

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
      title={clientLinkText('cancel.title')}
      description={clientLinkText('cancel.what', {
        service: view.booking.serviceName,
        when: formatLongDayTime(view.booking.date, view.booking.time),
      })}
      confirmLabel={clientLinkText('cancel.confirm')}
      pendingLabel={clientLinkText('cancel.pending')}
      cancelLabel={clientLinkText('cancel.keep')}
      isPending={isSaving}
      error={error}
      onConfirm={() => void cancel()}
    >
      <p className="text-sm">{view.changes.cancelOutcomeText}</p>
    </ConfirmDialog>
  );
}
