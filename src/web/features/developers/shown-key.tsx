import { Check, Copy, TriangleAlert } from 'lucide-react';
import { formatDate } from '@shared/format/dates';
import { Button } from '../../components/ui/button';
import { DialogClose } from '../../components/ui/dialog';
import { toast } from '../../lib/toast';
import { useBusinessTimeZone } from '../business/use-business';
import type { MadeApiKey } from './use-api-keys';
import { developersText as t } from './messages/developers-screens';

async function copyKey(secret: string) {
  try {
    await navigator.clipboard.writeText(secret);
    toast.success(t('shown.copied'));
  } catch {
    toast.error(t('shown.copyFailed'));
  }
}

/** The whole key, this once: it wraps inside its box at any width, and a tap selects all of it. */
export function ShownKey({ made }: { made: MadeApiKey }) {
  const timeZone = useBusinessTimeZone();
  const { key, secret } = made;
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <p className="font-medium break-words">{key.name}</p>
        <p className="text-sm text-muted">
          {t(`scope.${key.scope}`)} ·{' '}
          {t('keys.expires', { date: formatDate(key.expiresAt, timeZone) })}
        </p>
      </div>
      <p className="flex gap-2.5 rounded-xl bg-accent-50 p-3 text-sm font-medium text-accent-800 dark:bg-accent-700/20 dark:text-accent-100">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t('shown.once')}
      </p>
      <p
        className="rounded-xl border border-line bg-raised px-3 py-2.5 font-mono text-sm break-all select-all"
        data-testid="new-api-key"
      >
        {secret}
      </p>
      <Button
        variant="outline"
        size="block"
        className="sm:w-auto sm:justify-self-start"
        onClick={() => void copyKey(secret)}
      >
        <Copy />
        {t('shown.copy')}
      </Button>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button>
            <Check />
            {t('shown.done')}
          </Button>
        </DialogClose>
      </div>
    </div>
  );
}
