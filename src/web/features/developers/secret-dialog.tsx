import { RefreshCw } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { failureText } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { SecretBox } from './secret-box';
import { useEndpointSecret, useRollSecret, type Endpoint } from './use-webhooks';
import { developersText as t } from './messages/developers-screens';

/**
 * The endpoint's signing secret, read from the server only while this is open, and a new one
 * made on request (the old one signs beside it for a day).
 */
export function SecretDialog({
  endpoint,
  open,
  onOpenChange,
}: {
  endpoint: Endpoint;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const query = useEndpointSecret(endpoint.id, open);
  const roll = useRollSecret(endpoint.id);
  const openChange = (isOpen: boolean) => {
    onOpenChange(isOpen);
    if (!isOpen) roll.reset();
  };
  let body;
  if (query.data) {
    body = (
      <SecretBox
        secret={query.data.secret}
        testId="webhook-secret"
        words={{
          copy: t('secret.copy'),
          copied: t('secret.copied'),
          copyFailed: t('secret.copyFailed'),
        }}
      />
    );
  } else if (query.isError) {
    body = <Alert tone="error">{t('secret.loadFailed')}</Alert>;
  } else {
    body = <Skeleton className="h-12" />;
  }
  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogContent title={t('secret.title')} description={t('secret.description')}>
        <div className="grid gap-5">
          <p className="font-mono text-sm break-all text-muted">{endpoint.url}</p>
          {body}
          <div className="grid gap-3 border-t border-line pt-5">
            <p className="text-sm text-muted">{t('secret.rollHint')}</p>
            {roll.error ? <Alert tone="error">{failureText(roll.error)}</Alert> : null}
            <Button
              variant="outline"
              size="block"
              className="sm:w-auto sm:justify-self-start"
              disabled={roll.isPending || !query.data}
              onClick={() =>
                roll.mutate(undefined, { onSuccess: () => toast.success(t('secret.rolled')) })
              }
            >
              <RefreshCw />
              {roll.isPending ? t('secret.rolling') : t('secret.roll')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
