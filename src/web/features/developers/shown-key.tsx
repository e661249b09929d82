import { Check, TriangleAlert } from 'lucide-react';
import { formatDate } from '@shared/format/dates';
import { Button } from '../../components/ui/button';
import { DialogClose } from '../../components/ui/dialog';
import { useBusinessTimeZone } from '../business/use-business';
import { SecretBox } from './secret-box';
import type { MadeApiKey } from './use-api-keys';
import { developersText as t } from './messages/developers-screens';

/** The whole key, this once, with what it may do and when it expires. */
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
      <SecretBox
        secret={secret}
        testId="new-api-key"
        words={{
          copy: t('shown.copy'),
          copied: t('shown.copied'),
          copyFailed: t('shown.copyFailed'),
        }}
      />
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
