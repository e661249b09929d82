import { format, parseISO } from 'date-fns';
import type { InvoiceStatus } from '@shared/invoices';

/** draft grey, sent blue, paid green, overdue red. */
export const STATUS_TONES = {
  draft: 'neutral',
  sent: 'info',
  paid: 'success',
  overdue: 'danger',
} as const satisfies Record<InvoiceStatus, string>;

/** 'Nov 23, 2026' (the spec's MMM d, yyyy) for a business-local 'yyyy-MM-dd'. */
export function formatInvoiceDate(date: string): string {
  return format(parseISO(date), 'MMM d, yyyy');
}

/** 'Nov 23, 2026' for a moment, on the browser's calendar. */
export function formatInvoiceInstant(iso: string): string {
  return format(new Date(iso), 'MMM d, yyyy');
}
