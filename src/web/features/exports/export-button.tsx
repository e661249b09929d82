import { Download, LoaderCircle } from 'lucide-react';
import type { ExportType } from '@shared/exports';
import { Button, type ButtonProps } from '../../components/ui/button';
import { exportsScreensText } from './messages/exports-screens';
import { useExport } from './use-export';

/**
 * Downloads one list as CSV. `label` is what the button shows ('Export' in a page header, the
 * list's name in the dashboard card); its accessible name always says which list.
 */
export function ExportButton({
  type,
  label,
  ...props
}: { type: ExportType; label?: string } & Omit<ButtonProps, 'type' | 'onClick'>) {
  const exporter = useExport(type);
  const name = exportsScreensText('exportList', { type });
  return (
    <Button
      variant="outline"
      aria-label={name}
      aria-busy={exporter.isPending}
      disabled={exporter.isPending}
      onClick={() => exporter.mutate()}
      {...props}
    >
      {exporter.isPending ? (
        <LoaderCircle className="animate-spin" aria-hidden />
      ) : (
        <Download aria-hidden />
      )}
      {exporter.isPending
        ? exportsScreensText('exporting')
        : (label ?? exportsScreensText('export'))}
    </Button>
  );
}
