import { businessPageUrl } from '@shared/booking-link';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { servicesText as t } from './messages/services-screens';

/** docs/product/owner-area.md §9 Limits: 300 px wide, margin 2, the highest error correction, PNG. */
const QR_OPTIONS = { width: 300, margin: 2, errorCorrectionLevel: 'H', type: 'image/png' } as const;

/** Read from the catalogue when said, in the page's language. */
export const QR_MESSAGES = {
  get failed() {
    return t('qr.failed');
  },
  get failedTitle() {
    return t('qr.failedTitle');
  },
  get shareFailed() {
    return t('qr.shareFailed');
  },
  get downloaded() {
    return t('qr.downloaded');
  },
  get copied() {
    return t('qr.copied');
  },
  get copyFailed() {
    return t('qr.copyFailed');
  },
};

/** The business's readable link, which the code encodes (docs/decisions/0060). */
export function bookingUrlFor(slug: string): string {
  return businessPageUrl(window.location.origin, slug);
}

/** 'Mama Njeri Salon & Spa' -> 'mama-njeri-salon-spa-booking-qr.png'. */
export function qrFileName(businessName: string): string {
  const slug = businessName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'business'}-booking-qr.png`;
}

/** The code as a PNG data URL; the QR library is fetched only when a code is first drawn. */
export function useBookingQr(url: string) {
  return useQuery({
    queryKey: ['booking-qr', url],
    queryFn: async () => {
      try {
        const { toDataURL } = await import('qrcode');
        return await toDataURL(url, QR_OPTIONS);
      } catch (error) {
        toast.error(QR_MESSAGES.failed);
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function downloadQr(dataUrl: string, businessName: string): void {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = qrFileName(businessName);
  document.body.append(link);
  link.click();
  link.remove();
  toast.success(QR_MESSAGES.downloaded);
}

export async function copyBookingUrl(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(QR_MESSAGES.copied);
  } catch {
    toast.error(QR_MESSAGES.copyFailed);
  }
}

/** The phone's share sheet where there is one; elsewhere the link is copied instead. */
export async function shareBookingUrl(url: string, businessName: string): Promise<void> {
  if (typeof navigator.share !== 'function') {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(QR_MESSAGES.copied);
    } catch {
      toast.error(QR_MESSAGES.shareFailed);
    }
    return;
  }
  try {
    await navigator.share({
      title: t('qr.shareTitle', { name: businessName }),
      text: t('qr.shareText', { name: businessName }),
      url,
    });
  } catch (error) {
    // closing the share sheet is not a failure
    if (error instanceof DOMException && error.name === 'AbortError') return;
    toast.error(QR_MESSAGES.shareFailed);
  }
}
