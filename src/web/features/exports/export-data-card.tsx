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
import { exportsScreensText } from './messages/exports-screens';

/** The dashboard's 'Export Data' card: each list as a CSV file for a spreadsheet. */
export function ExportDataCard() {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{exportsScreensText('card.title')}</CardTitle>
        <CardDescription>{exportsScreensText('card.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-3">
        {EXPORT_TYPES.map((type) => (
          <ExportButton key={type} type={type} label={EXPORT_LABELS[type]} size="lg" />
        ))}
      </CardContent>
    </Card>
  );
}
