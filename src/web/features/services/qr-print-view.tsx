import { createPortal } from 'react-dom';
import { servicesText as t } from './messages/services-screens';

const PRINT_ROOT_ID = 'miadi-qr-print';

// while it is mounted, printing shows this sheet alone; on screen it is never seen
const PRINT_CSS = `
@media screen { #${PRINT_ROOT_ID} { display: none !important; } }
@media print {
  body > :not(#${PRINT_ROOT_ID}) { display: none !important; }
  #${PRINT_ROOT_ID} { display: flex !important; }
}`;

/**
 * What Print puts on paper: the business name, the QR code, the link and the booking code for
 * WhatsApp and USSD, centred on a white page.
 */
export function QrPrintView({
  businessName,
  dataUrl,
  url,
  bookingCode,
}: {
  businessName: string;
  dataUrl: string;
  url: string;
  /** For clients without the web: the code they type on WhatsApp or USSD. */
  bookingCode: string | null;
}) {
  return createPortal(
    <div
      id={PRINT_ROOT_ID}
      data-testid="qr-print-view"
      className="min-h-screen flex-col items-center justify-center gap-6 bg-white p-10 text-center text-black"
    >
      <style>{PRINT_CSS}</style>
      <h1 className="text-4xl font-bold">{businessName}</h1>
      <p className="text-xl">{t('print.scan')}</p>
      <img src={dataUrl} alt={t('qr.alt', { name: businessName })} className="size-[300px]" />
      <p className="text-base break-all">{url}</p>
      {bookingCode ? <p className="text-lg">{t('print.code', { code: bookingCode })}</p> : null}
      <p className="text-sm">{t('print.powered')}</p>
    </div>,
    document.body,
  );
}
