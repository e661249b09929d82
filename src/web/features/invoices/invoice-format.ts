import type { InvoiceStatus } from '@shared/invoices';

/** draft grey, sent blue, paid green, overdue red. */
export const STATUS_TONES = {
  draft: 'neutral',
  sent: 'info',
  paid: 'success',
  overdue: 'danger',
} as const satisfies Record<InvoiceStatus, string>;
