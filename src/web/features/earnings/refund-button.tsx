import { useState } from 'react';
import { Undo2 } from 'lucide-react';
import { formatMoney } from '@shared/money';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { useRefund, type TransactionView } from './use-earnings';

/** Gives a payment owed back to its client, after a confirmation naming the amount and the client. */
export function RefundButton({
  transaction,
  className,
}: {
  transaction: TransactionView;
  className?: string;
}) {
  const [isOpen, setOpen] = useState(false);
  const refund = useRefund();
  const amount = formatMoney(transaction);
  const client = transaction.booking?.customerName ?? 'the client';
  const openChange = (open: boolean) => {
    setOpen(open);
    if (!open) refund.reset();
  };
  return (
    <Dialog open={isOpen} onOpenChange={openChange}>
      <Button variant="outline" size="sm" className={className} onClick={() => setOpen(true)}>
        <Undo2 />
        Refund
      </Button>
      <DialogContent
        title={`Refund ${amount} to ${client}?`}
        description="The whole payment goes back the way it was paid, through the payment provider. This cannot be undone."
      >
        <div className="grid gap-4">
          {refund.isError ? (
            <Alert tone="error" title="The refund did not go through">
              {refund.error.message}
            </Alert>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="danger"
              disabled={refund.isPending}
              onClick={() => refund.mutate(transaction.id, { onSuccess: () => setOpen(false) })}
            >
              <Undo2 />
              {refund.isPending ? 'Refunding...' : `Refund ${amount}`}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
