import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Copy, ExternalLink, MessageCircle, Phone, Shuffle } from 'lucide-react';
import { BookingCodeSchema, type BookingCodeInput } from '@shared/booking-code';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiRequestError } from '../../lib/api-error';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { rich } from '../../lib/rich-text';
import { toast } from '../../lib/toast';
import {
  useBookingCode,
  useChangeBookingCode,
  type ChannelLinks,
} from '../business/use-booking-code';
import { useBookingQr } from '../services/booking-qr';
import { settingsText as t } from './messages/settings-screens';

function TestBadge() {
  return <Badge tone="warning">{t('channels.test')}</Badge>;
}

async function copyWhatsAppLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(t('channels.copied'));
  } catch {
    toast.error(t('channels.copyFailed'));
  }
}

/** The chat link as a code to scan, drawn by the QR library the booking QR card uses. */
function WhatsAppQr({ url, businessName }: { url: string; businessName: string }) {
  const qr = useBookingQr(url);
  return (
    <div className="mx-auto flex size-44 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-line bg-white sm:mx-0">
      {qr.data ? (
        <img
          src={qr.data}
          width={176}
          height={176}
          alt={t('channels.qrAlt', { name: businessName })}
          className="size-full"
        />
      ) : qr.isError ? (
        <p className="p-4 text-center text-xs text-neutral-700">{t('channels.qrFailed')}</p>
      ) : (
        <Skeleton className="size-full rounded-none bg-neutral-100" />
      )}
    </div>
  );
}

function WhatsAppLink({
  channels,
  businessName,
}: {
  channels: ChannelLinks;
  businessName: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
      <WhatsAppQr url={channels.whatsappUrl} businessName={businessName} />
      <div className="grid min-w-0 gap-2">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {t('channels.whatsapp')}
          {channels.whatsappIsTest ? <TestBadge /> : null}
        </p>
        <p
          className="rounded-xl bg-raised px-3 py-2.5 font-mono text-sm break-all"
          data-testid="whatsapp-link"
        >
          {channels.whatsappUrl}
        </p>
        {channels.whatsappIsTest ? (
          <p className="text-sm text-muted">{t('channels.whatsappTest')}</p>
        ) : null}
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Button variant="outline" onClick={() => void copyWhatsAppLink(channels.whatsappUrl)}>
            <Copy />
            {t('channels.copy')}
          </Button>
          <Button asChild variant="outline">
            <a href={channels.whatsappUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink />
              {t('channels.open')}
            </a>
          </Button>
        </div>
      </div>
    </div>
  );
}

/** How a feature phone reaches the business: the string to dial, or the test phone until USSD is set. */
function UssdLine({ channels }: { channels: ChannelLinks }) {
  return (
    <div className="grid gap-1.5">
      <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
        <Phone className="size-4 text-brand-600 dark:text-brand-300" aria-hidden />
        {t('channels.ussd')}
        {channels.ussdDial ? null : <TestBadge />}
      </p>
      {channels.ussdDial ? (
        <p className="text-sm">
          {rich(t, 'channels.dial', {
            dial: (
              <span className="font-mono font-semibold tracking-wide" data-testid="ussd-dial">
                {channels.ussdDial}
              </span>
            ),
          })}
        </p>
      ) : channels.ussdTestUrl ? (
        <p className="text-sm text-muted">
          {rich(t, 'channels.ussdTest', {
            phone: (
              <a
                href={channels.ussdTestUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
              >
                {t('channels.ussdTestLink')}
              </a>
            ),
          })}
        </p>
      ) : null}
    </div>
  );
}

/** The owner's own code, or a new one the server picks; the old code keeps reaching the business. */
function ChangeCodeForm({ current }: { current: string }) {
  const change = useChangeBookingCode();
  const form = useForm<BookingCodeInput>({
    resolver: zodResolver(BookingCodeSchema),
    defaultValues: { code: current },
  });
  const { register, handleSubmit, setError, reset, formState } = form;
  const fail = (error: Error) => {
    if (applyServerFieldErrors(error, setError)) return;
    if (error instanceof ApiRequestError && error.status === 409) {
      setError('code', { message: error.message });
      return;
    }
    toast.error(error instanceof ApiRequestError ? error.message : t('channels.failed'));
  };
  const onSubmit = handleSubmit(({ code }) => {
    if (code === current) return;
    change.mutate(code, {
      onSuccess: (channels) => {
        reset({ code: channels.code });
        toast.success(t('channels.saved', { code: channels.code }));
      },
      onError: fail,
    });
  });
  const pickNew = () =>
    change.mutate(null, {
      onSuccess: (channels) => {
        reset({ code: channels.code });
        toast.success(t('channels.picked', { code: channels.code }));
      },
      onError: fail,
    });
  return (
    <form
      noValidate
      className="grid gap-3 border-t border-line pt-5"
      onSubmit={(event) => void onSubmit(event)}
    >
      <Field
        label={t('channels.change')}
        error={formState.errors.code?.message}
        hint={t('channels.hint')}
      >
        <Input
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          className="font-mono tracking-wider sm:max-w-48"
          {...register('code')}
        />
      </Field>
      <div className="grid gap-2 sm:flex">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending && change.variables !== null ? t('saving') : t('channels.save')}
        </Button>
        <Button type="button" variant="outline" disabled={change.isPending} onClick={pickNew}>
          <Shuffle />
          {change.isPending && change.variables === null ? t('saving') : t('channels.newCode')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Booking by chat and feature phone (docs/decisions/0075): the business's code, the WhatsApp link
 * that carries it (with its QR code), how to reach it by USSD, and the code changed here. Where a
 * channel has no keys yet, its built-in test page stands in, and says so.
 */
export function BookingChannelsCard({ businessName }: { businessName: string }) {
  const query = useBookingCode();
  const channels = query.data;
  return (
    <Card data-testid="booking-channels">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessageCircle className="size-5 text-brand-600 dark:text-brand-300" aria-hidden />
          {t('channels.title')}
        </CardTitle>
        <CardDescription>{t('channels.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {channels ? (
          <>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-xl bg-raised px-4 py-3">
              <p className="text-sm text-muted">{t('channels.code')}</p>
              <p
                className="font-mono text-2xl font-semibold tracking-widest"
                data-testid="booking-code"
              >
                {channels.code}
              </p>
            </div>
            <WhatsAppLink channels={channels} businessName={businessName} />
            <UssdLine channels={channels} />
            <ChangeCodeForm key={channels.code} current={channels.code} />
          </>
        ) : query.isError ? (
          <div className="grid justify-items-start gap-3">
            <p className="text-sm text-muted">{t('channels.loadFailed')}</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              {t('channels.retry')}
            </Button>
          </div>
        ) : (
          <div className="grid gap-4" aria-busy="true">
            <Skeleton className="h-14" />
            <Skeleton className="h-44" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
