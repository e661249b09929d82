import { useMutation } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { EXPORT_MESSAGES, type ExportType } from '@shared/exports';
import { api } from '../../lib/api';
import { ApiRequestError, readJson } from '../../lib/api-error';
import { toast } from '../../lib/toast';

type ExportSummary = InferResponseType<typeof api.exports.$get, 200>;

/**
 * Hands the download to the browser: a link carrying the session cookie, so the file streams
 * straight into the download manager and never sits in this page's memory, however big it is.
 */
function downloadInBrowser(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  // the server's Content-Disposition names the file ({type}_{date}.csv)
  link.download = '';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * One export button's work. A link cannot tell the page that a list is empty, so the server is
 * asked first (three index probes); then the browser downloads the file itself.
 */
export function useExport(type: ExportType) {
  return useMutation({
    mutationFn: async () => {
      const { hasRows } = await readJson<ExportSummary>(await api.exports.$get());
      if (!hasRows[type]) return false;
      // $path() is relative to the typed client's base, /api ($url() needs an absolute base)
      downloadInBrowser(`/api${api.exports[type].$path()}`);
      return true;
    },
    onSuccess: (isStarted) => {
      if (isStarted) toast.success(EXPORT_MESSAGES.exported(type));
      else toast.info(EXPORT_MESSAGES.noData);
    },
    onError: (error) => {
      // an ended session is said (and the sign-in screen opened) by the query client
      if (error instanceof ApiRequestError && error.status === 401) return;
      toast.error(EXPORT_MESSAGES.failed(type));
    },
  });
}
