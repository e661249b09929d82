import { useState } from 'react';
import { flushSync } from 'react-dom';
import {
  Copy,
  Download,
  ExternalLink,
  MessageCircle,
  Printer,
  QrCode,
  RefreshCw,
  Share2,
  TriangleAlert,
} from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useBookingCode, type ChannelLinks } from '../business/use-booking-code';
import {
  bookingUrlFor,
  copyBookingUrl,
  downloadQr,
  QR_MESSAGES,
  shareBookingUrl,
  useBookingQr,
} from './booking-qr';
import { QrPrintView } from './qr-print-view';
import { servicesText as t } from './messages/services-screens';

function StatusBadge({ status }: { status: 'loading' | 'ready' | 'error' }) {
  if (status === 'ready') return <Badge tone="success">{t('qr.ready')}</Badge>;
  if (status === 'error') return <Badge tone="danger">{t('qr.error')}</Badge>;
  return <Badge tone="neutral">{t('qr.loading')}</Badge>;
}

/** The other way in: the business's chat on WhatsApp, its booking code filled in. */
function WhatsAppLine({ channels }: { channels: ChannelLinks }) {
  return (
    <div className="grid gap-2 border-t border-line pt-4">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm font-medium">
        {t('qr.chatCode')}
        <span className="font-mono text-base font-semibold tracking-wider">{channels.code}</span>
      </p>
      <Button asChild variant="outline">
        <a href={channels.whatsappUrl} target="_blank" rel="noopener noreferrer">
          <MessageCircle />
          {t('qr.whatsapp')}
          {channels.whatsappIsTest ? <Badge tone="warning">{t('qr.whatsappTest')}</Badge> : null}
        </a>
      </Button>
    </div>
  );
}

/** The code that opens the business's booking page: to download, print, share or test. */
export function BookingQrCard({ business }: { business: { subdomain: string; name: string } }) {
  const url = bookingUrlFor(business.subdomain);
  const qr = useBookingQr(url);
  const channels = useBookingCode().data;
  const [isPrinting, setPrinting] = useState(false);
  const status = qr.isFetching ? 'loading' : qr.isError ? 'error' : qr.data ? 'ready' : 'loading';
  const dataUrl = status === 'ready' ? qr.data : undefined;

  const print = () => {
    // the print sheet must be in the page before the browser lays it out for paper
    flushSync(() => setPrinting(true));
    window.addEventListener('afterprint', () => setPrinting(false), { once: true });
    window.print();
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <QrCode className="size-5 text-brand-600 dark:text-brand-300" aria-hidden />
            {t('qr.title')}
          </CardTitle>
          <div className="flex items-center gap-1">
            <StatusBadge status={status} />
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('qr.refresh')}
              disabled={qr.isFetching}
              onClick={() => void qr.refetch()}
            >
              <RefreshCw className={qr.isFetching ? 'animate-spin' : undefined} />
            </Button>
          </div>
        </div>
        <CardDescription>{t('qr.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)] md:items-center">
        <div className="mx-auto flex aspect-square w-full max-w-[300px] items-center justify-center overflow-hidden rounded-2xl border border-line bg-white">
          {dataUrl ? (
            <img
              src={dataUrl}
              width={300}
              height={300}
              alt={t('qr.alt', { name: business.name })}
              className="size-full"
            />
          ) : status === 'error' ? (
            <div className="grid justify-items-center gap-2 p-6 text-center text-neutral-700">
              <TriangleAlert className="size-8 text-red-600" aria-hidden />
              <p className="font-semibold text-neutral-900">{QR_MESSAGES.failedTitle}</p>
              <p className="text-sm">{QR_MESSAGES.failed}</p>
            </div>
          ) : (
            <Skeleton className="size-full rounded-none bg-neutral-100" />
          )}
        </div>
        <div className="grid min-w-0 gap-4">
          <div className="grid gap-1">
            <p className="text-sm font-medium">{t('qr.link')}</p>
            <p className="rounded-xl bg-raised px-3 py-2.5 font-mono text-sm break-all">{url}</p>
          </div>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <Button
              disabled={!dataUrl}
              onClick={() => dataUrl && downloadQr(dataUrl, business.name)}
            >
              <Download />
              {t('qr.download')}
            </Button>
            <Button variant="outline" disabled={!dataUrl} onClick={print}>
              <Printer />
              {t('qr.print')}
            </Button>
            <Button variant="outline" onClick={() => void shareBookingUrl(url, business.name)}>
              <Share2 />
              {t('qr.share')}
            </Button>
            <Button variant="outline" onClick={() => void copyBookingUrl(url)}>
              <Copy />
              {t('qr.copy')}
            </Button>
            <Button asChild variant="secondary" className="col-span-2 sm:col-span-2">
              <a href={url} target="_blank" rel="noopener noreferrer">
                <ExternalLink />
                {t('qr.test')}
              </a>
            </Button>
          </div>
          {channels ? <WhatsAppLine channels={channels} /> : null}
        </div>
      </CardContent>
      {isPrinting && dataUrl ? (
        <QrPrintView
          businessName={business.name}
          dataUrl={dataUrl}
          url={url}
          bookingCode={channels?.code ?? null}
        />
      ) : null}
    </Card>
  );
}
