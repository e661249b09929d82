import { useState } from 'react';
import { Undo2 } from 'lucide-react';
import { formatMoney } from '@shared/money';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
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
    <ConfirmDialog
      open={isOpen}
      onOpenChange={openChange}
      title={`Refund ${amount} to ${client}?`}
      description="The whole payment goes back the way it was paid, through the payment provider. This cannot be undone."
      confirmLabel={`Refund ${amount}`}
      pendingLabel="Refunding..."
      icon={Undo2}
      isPending={refund.isPending}
      error={refund.error?.message}
      errorTitle="The refund did not go through"
      onConfirm={() => refund.mutate(transaction.id, { onSuccess: () => setOpen(false) })}
      trigger={
        <Button variant="outline" size="sm" className={className} onClick={() => setOpen(true)}>
          <Undo2 />
          Refund
        </Button>
      }
    />
  );
}
