import { createPortal } from 'react-dom';

const PRINT_ROOT_ID = 'miadi-qr-print';

// while it is mounted, printing shows this sheet alone; on screen it is never seen
const PRINT_CSS = `
@media screen { #${PRINT_ROOT_ID} { display: none !important; } }
@media print {
  body > :not(#${PRINT_ROOT_ID}) { display: none !important; }
  #${PRINT_ROOT_ID} { display: flex !important; }
}`;

/** What Print puts on paper: the business name, the code and the link, centred on a white page. */
export function QrPrintView({
  businessName,
  dataUrl,
  url,
}: {
  businessName: string;
  dataUrl: string;
  url: string;
}) {
  return createPortal(
    <div
      id={PRINT_ROOT_ID}
      data-testid="qr-print-view"
      className="min-h-screen flex-col items-center justify-center gap-6 bg-white p-10 text-center text-black"
    >
      <style>{PRINT_CSS}</style>
      <h1 className="text-4xl font-bold">{businessName}</h1>
      <p className="text-xl">Scan to book an appointment</p>
      <img src={dataUrl} alt={`Booking QR code for ${businessName}`} className="size-[300px]" />
      <p className="text-base break-all">{url}</p>
      <p className="text-sm">Powered by Miadi</p>
    </div>,
    document.body,
  );
}
