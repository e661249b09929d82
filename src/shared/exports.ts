import { exportsText } from './messages/exports';

/** The lists an owner can download as CSV (docs/product/owner-area.md §7 Exports). */
export const EXPORT_TYPES = ['bookings', 'clients', 'staff'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

export const EXPORT_LABELS: Record<ExportType, string> = {
  get bookings() {
    return exportsText('type.bookings');
  },
  get clients() {
    return exportsText('type.clients');
  },
  get staff() {
    return exportsText('type.staff');
  },
};

/** The spec's words (section 8), in the reader's language. */
export const EXPORT_MESSAGES = {
  get noData() {
    return exportsText('noData');
  },
  exported: (type: ExportType) => exportsText('exported', { type: EXPORT_LABELS[type] }),
  failed: (type: ExportType) => exportsText('failed', { type }),
};

/** {type}_{date}.csv, the date being the business's today. */
export function exportFileName(type: string, localDate: string): string {
  return `${type}_${localDate}.csv`;
}

// a spreadsheet reads a cell starting with one of these as a formula; the full-width forms are
// folded to the plain ones by some spreadsheets, and leading blanks are skipped by others
const FORMULA_START = /^[\t\r]|^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A cell a spreadsheet will show as text, never run (docs/product/settled-rules.md §9 Security): one that could start
 * a formula gets a leading apostrophe, as OWASP advises for CSV injection. Every exported cell goes
 * through this, the attendance export's too.
 */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
