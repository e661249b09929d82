import { useId } from 'react';
import { EXPORT_LABELS, EXPORT_TYPES } from '@shared/exports';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { ExportButton } from './export-button';

/** The dashboard's 'Export Data' card: each list as a CSV file for a spreadsheet. */
export function ExportDataCard() {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Export Data</CardTitle>
        <CardDescription>
          Download your records as CSV files that open in Excel or Google Sheets.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-3">
        {EXPORT_TYPES.map((type) => (
          <ExportButton key={type} type={type} label={EXPORT_LABELS[type]} size="lg" />
        ))}
      </CardContent>
    </Card>
  );
}
