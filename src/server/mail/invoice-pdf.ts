import { formatDate } from '@shared/format/dates';
import { formatPhone } from '@shared/phone';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { BRAND } from '@shared/brand';
import { invoiceMoney } from '@shared/invoices';
import { invoicePapers as t } from '../messages/invoice-papers';

/** What an invoice says, as the PDF and the mail show it. */
export interface InvoiceFacts {
  number: string;
  issuedOn: string;
  dueDate: string | null;
  currency: string;
  subtotalMinor: number;
  taxMinor: number;
  totalMinor: number;
  notes: string | null;
  lines: InvoiceLine[];
  client: { name: string; email: string | null; phone: string | null; address: string | null };
  business: {
    name: string;
    email: string | null;
    phone: string | null;
    address: string | null;
    city: string | null;
    country: string | null;
  };
}

/** A line of the invoice: its booking's service, or the work in general; said in the reader's language. */
export interface InvoiceLine {
  booking: { serviceName: string; ticketCode: string; date: string } | null;
  amountMinor: number;
}

/** 'Haircut (booking MIA-7K2P, 1 Dec 2026)', or 'Services', in the current language. */
export function describeLine({ booking }: InvoiceLine): string {
  if (!booking) return t('line.services');
  return t('line.booking', {
    service: booking.serviceName,
    ticket: booking.ticketCode,
    date: formatInvoiceDate(booking.date),
  });
}

const INK = '#101714';
const MUTED = '#56615c';
const BRAND_GREEN = '#0b5d45';
const LINE = '#e3e8e5';
const PAGE = { left: 50, right: 545, width: 495 };

interface Style {
  size: number;
  color?: string;
  isBold?: boolean;
  width?: number;
  align?: 'left' | 'right';
}

/** '1 Dec 2026', as every date is written (docs/decisions/0063). */
export const formatInvoiceDate = formatDate;

const require = createRequire(import.meta.url);
/** Inter's static TrueType files: embedded whole-glyph by pdfkit, covering Kiswahili and accented names. */
const FONTS = {
  regular: require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
};

function write(doc: PDFKit.PDFDocument, text: string, x: number, y: number, style: Style): void {
  doc
    .font(style.isBold ? 'invoice-bold' : 'invoice')
    .fontSize(style.size)
    .fillColor(style.color ?? INK)
    .text(text, x, y, { width: style.width, align: style.align });
}

function registerFonts(doc: PDFKit.PDFDocument): void {
  doc.registerFont('invoice', FONTS.regular);
  doc.registerFont('invoice-bold', FONTS.bold);
}

function money(facts: InvoiceFacts, amountMinor: number): string {
  return invoiceMoney(facts)(amountMinor);
}

function header(doc: PDFKit.PDFDocument, facts: InvoiceFacts): void {
  const { business } = facts;
  write(doc, business.name, PAGE.left, 50, { size: 18, isBold: true, width: 280 });
  const place = [business.address, business.city, business.country].filter(Boolean).join(', ');
  let y = doc.y + 4;
  for (const line of [place, business.phone && formatPhone(business.phone), business.email]) {
    if (!line) continue;
    write(doc, line, PAGE.left, y, { size: 9.5, color: MUTED, width: 280 });
    y = doc.y + 1;
  }
  const right = { width: 200, align: 'right' as const };
  write(doc, t('title'), 345, 50, { size: 22, color: BRAND_GREEN, isBold: true, ...right });
  write(doc, facts.number, 345, doc.y + 2, { size: 11, isBold: true, ...right });
  write(doc, t('issued', { date: formatInvoiceDate(facts.issuedOn) }), 345, doc.y + 6, {
    size: 9.5,
    color: MUTED,
    ...right,
  });
  if (facts.dueDate) {
    write(doc, t('due', { date: formatInvoiceDate(facts.dueDate) }), 345, doc.y + 1, {
      size: 9.5,
      ...right,
    });
  }
}

function billTo(doc: PDFKit.PDFDocument, facts: InvoiceFacts, top: number): number {
  write(doc, t('billTo'), PAGE.left, top, { size: 8.5, color: MUTED, isBold: true });
  write(doc, facts.client.name, PAGE.left, doc.y + 4, { size: 12, isBold: true, width: 300 });
  for (const line of [
    facts.client.email,
    facts.client.phone && formatPhone(facts.client.phone),
    facts.client.address,
  ]) {
    if (line) write(doc, line, PAGE.left, doc.y + 2, { size: 9.5, color: MUTED, width: 300 });
  }
  return doc.y;
}

function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc.moveTo(PAGE.left, y).lineTo(PAGE.right, y).lineWidth(0.8).strokeColor(LINE).stroke();
}

function lineItems(doc: PDFKit.PDFDocument, facts: InvoiceFacts, top: number): number {
  write(doc, t('description'), PAGE.left, top, { size: 8.5, color: MUTED, isBold: true });
  write(doc, t('amount'), 395, top, {
    size: 8.5,
    color: MUTED,
    isBold: true,
    width: 150,
    align: 'right',
  });
  rule(doc, top + 16);
  let y = top + 26;
  for (const line of facts.lines) {
    write(doc, describeLine(line), PAGE.left, y, { size: 10.5, width: 330 });
    const after = doc.y;
    write(doc, money(facts, line.amountMinor), 395, y, { size: 10.5, width: 150, align: 'right' });
    y = Math.max(after, doc.y) + 10;
  }
  rule(doc, y);
  return y + 12;
}

function totals(doc: PDFKit.PDFDocument, facts: InvoiceFacts, top: number): number {
  const rows: [string, number, boolean][] = [
    [t('subtotal'), facts.subtotalMinor, false],
    [t('tax'), facts.taxMinor, false],
    [t('total'), facts.totalMinor, true],
  ];
  let y = top;
  for (const [label, amount, isTotal] of rows) {
    const size = isTotal ? 13 : 10.5;
    const color = isTotal ? INK : MUTED;
    write(doc, label, 300, y, { size, color, isBold: isTotal, width: 95 });
    write(doc, money(facts, amount), 395, y, {
      size,
      isBold: isTotal,
      width: 150,
      align: 'right',
    });
    y = doc.y + 8;
  }
  return y;
}

/**
 * The invoice as an A4 PDF, in the business's currency, made on the server with pdfkit, in the
 * current language: the mail that carries it is composed in its reader's (docs/decisions/0071).
 */
export function renderInvoicePdf(facts: InvoiceFacts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.left,
    info: {
      Title: t('documentTitle', { number: facts.number }),
      Author: facts.business.name,
      Creator: BRAND.name,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFonts(doc);
  header(doc, facts);
  const afterBillTo = billTo(doc, facts, Math.max(doc.y, 150) + 30);
  const afterLines = lineItems(doc, facts, afterBillTo + 30);
  const y = totals(doc, facts, afterLines);
  if (facts.notes) {
    write(doc, t('notes'), PAGE.left, y + 16, { size: 8.5, color: MUTED, isBold: true });
    write(doc, facts.notes, PAGE.left, doc.y + 4, { size: 10, width: PAGE.width });
  }
  write(doc, t('footer', { currency: facts.currency, brand: BRAND.name }), PAGE.left, 780, {
    size: 8.5,
    color: MUTED,
    width: PAGE.width,
  });
  doc.end();
  return done;
}
