import { Download, LoaderCircle } from 'lucide-react';
import { EXPORT_LABELS, type ExportType } from '@shared/exports';
import { Button, type ButtonProps } from '../../components/ui/button';
import { useExport } from './use-export';

/**
 * Downloads one list as CSV. `label` is what the button shows ('Export' in a page header, the
 * list's name in the dashboard card); its accessible name always says which list.
 */
export function ExportButton({
  type,
  label = 'Export',
  ...props
}: { type: ExportType; label?: string } & Omit<ButtonProps, 'type' | 'onClick'>) {
  const exporter = useExport(type);
  const name = `Export ${EXPORT_LABELS[type].toLowerCase()}`;
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
      {exporter.isPending ? 'Exporting...' : label}
    </Button>
  );
}
