import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Download, LoaderCircle } from 'lucide-react';
import { ATTENDANCE_MESSAGES } from '@shared/attendance';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { api } from '../../lib/api';
import { ApiRequestError, readJson } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { attendanceText } from './messages/attendance-screens';

function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'attendance.csv';
}

/** Downloads the attendance CSV; an empty period answers 404 'No data to export'. */
function useAttendanceExport() {
  return useMutation({
    mutationFn: async (range: { from?: string; to?: string }) => {
      // a plain Response: the typed client knows only the CSV answer, not the 404
      const response: Response = await api.attendance.export.$get({ query: range });
      if (response.status === 404) return false;
      if (!response.ok) await readJson(response);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response);
      link.hidden = true;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return true;
    },
    onSuccess: (isDownloaded) => {
      if (isDownloaded) toast.success(ATTENDANCE_MESSAGES.exported);
      else toast.info(ATTENDANCE_MESSAGES.noData);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 401) return;
      toast.error(ATTENDANCE_MESSAGES.exportFailed);
    },
  });
}

export function AttendanceExportCard() {
  const titleId = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const exporter = useAttendanceExport();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // exporting everything is allowed; only an upside-down range is refused
    const isUpsideDown = Boolean(from && to && from > to);
    setProblem(isUpsideDown ? ATTENDANCE_MESSAGES.range : null);
    if (isUpsideDown) return;
    exporter.mutate({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
  };
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{attendanceText('export.title')}</CardTitle>
        <CardDescription>{attendanceText('export.hint')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={submit}
          noValidate
          className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        >
          <Field label={attendanceText('from')} error={problem ?? undefined}>
            <Input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
          </Field>
          <Field label={attendanceText('to')}>
            <Input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
          </Field>
          <Button
            type="submit"
            variant="outline"
            className="sm:mt-7"
            disabled={exporter.isPending}
            aria-busy={exporter.isPending}
          >
            {exporter.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden />
            ) : (
              <Download aria-hidden />
            )}
            {exporter.isPending ? attendanceText('export.exporting') : attendanceText('export.csv')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
