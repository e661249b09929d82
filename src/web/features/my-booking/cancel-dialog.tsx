import { useState } from 'react';
import { failureText } from '../../lib/api-error';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { formatLongDay } from '@shared/format/dates';
import { myBookingApi, type MyBooking } from './my-booking-api';

/** Asks before the client cancels, saying what cancelling means for their payment. */
export function CancelDialog({
  token,
  view,
  open,
  onOpenChange,
  onDone,
}: {
  token: string;
  view: MyBooking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (view: MyBooking) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const cancel = async () => {
    setSaving(true);
    setError(null);
    try {
      onDone((await myBookingApi.cancel(token)).booking);
      onOpenChange(false);
    } catch (caught) {
      setError(failureText(caught));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Cancel this booking?"
        description={`${view.booking.serviceName} on ${formatLongDay(view.booking.date)} at ${view.booking.time}`}
      >
        <div className="grid gap-4">
          <p className="text-sm">{view.changes.cancelOutcomeText}</p>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <DialogClose asChild>
              <Button variant="outline">Keep booking</Button>
            </DialogClose>
            <Button variant="danger" onClick={() => void cancel()} disabled={isSaving}>
              {isSaving ? 'Cancelling...' : 'Yes, cancel booking'}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
