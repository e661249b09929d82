import { useState } from 'react';
import { Undo2 } from 'lucide-react';
import { formatMoney } from '@shared/money';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useRefund, type TransactionView } from './use-earnings';
import { earningsText } from './messages/earnings-screens';

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
  const client = transaction.booking?.customerName ?? earningsText('refund.theClient');
  const openChange = (open: boolean) => {
    setOpen(open);
    if (!open) refund.reset();
  };
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={openChange}
      title={earningsText('refund.title', { amount, client })}
      description={earningsText('refund.description')}
      confirmLabel={earningsText('refund.confirm', { amount })}
      pendingLabel={earningsText('refund.pending')}
      icon={Undo2}
      isPending={refund.isPending}
      error={refund.error?.message}
      errorTitle={earningsText('refund.errorTitle')}
      onConfirm={() => refund.mutate(transaction.id, { onSuccess: () => setOpen(false) })}
      trigger={
        <Button variant="outline" size="sm" className={className} onClick={() => setOpen(true)}>
          <Undo2 />
          {earningsText('refund.button')}
        </Button>
      }
    />
  );
}
