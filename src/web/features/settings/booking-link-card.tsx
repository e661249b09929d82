import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Copy, ExternalLink, Link2, TriangleAlert } from 'lucide-react';
import { businessPageUrl } from '@shared/booking-link';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { api } from '../../lib/api';
import { ApiRequestError, readJson } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { useSettled } from '../../lib/use-settled';
import { BUSINESS_KEY, type OwnerBusinessView } from '../business/use-business';
import { copyBookingUrl } from '../services/booking-qr';
import { settingsText } from './messages/settings-screens';

/** Whether a link could be this business's: asked of the server as the owner types. */
function useLinkCheck(slug: string) {
  return useQuery({
    queryKey: ['booking-link-check', slug],
    queryFn: async () =>
      readJson<{ slug: string; status: string; message: string }>(
        await api.business['booking-link'].$get({ query: { slug } }),
      ),
    enabled: slug !== '',
    staleTime: 0,
  });
}

/**
 * The business's readable booking link (docs/decisions/0060): shown whole, to copy or open, and
 * changed here with a live check; the old link keeps leading to the page. Keyed by the link, so a
 * saved change starts the field afresh.
 */
export function BookingLinkCard({ view }: { view: OwnerBusinessView }) {
  const current = view.business.subdomain;
  const origin = window.location.origin;
  const url = businessPageUrl(origin, current);
  const [draft, setDraft] = useState(current);
  const wanted = draft.trim().toLowerCase();
  const settled = useSettled(wanted);
  const check = useLinkCheck(settled === current ? '' : settled);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async (slug: string) =>
      readJson<OwnerBusinessView>(await api.business['booking-link'].$put({ json: { slug } })),
    onSuccess: (updated) => {
      queryClient.setQueryData(BUSINESS_KEY, updated);
      toast.success(settingsText('link.saved'));
    },
    onError: (error) =>
      toast.error(error instanceof ApiRequestError ? error.message : settingsText('link.failed')),
  });

  const isUnchanged = wanted === current;
  const isChecked = settled === wanted && check.data?.slug === wanted;
  const isAvailable = isChecked && check.data?.status === 'available';
  const message = isUnchanged
    ? null
    : isChecked
      ? check.data!.message
      : check.isError
        ? settingsText('link.checkFailed')
        : settingsText('link.checking');

  return (
    <Card data-testid="booking-link">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Link2 className="size-5 text-brand-600 dark:text-brand-300" aria-hidden />
          {settingsText('link.title')}
        </CardTitle>
        <CardDescription>{settingsText('link.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-2">
          <p className="rounded-xl bg-raised px-3 py-2.5 font-mono text-sm break-all">{url}</p>
          <div className="grid grid-cols-2 gap-2 sm:flex">
            <Button variant="outline" onClick={() => void copyBookingUrl(url)}>
              <Copy />
              {settingsText('link.copy')}
            </Button>
            <Button asChild variant="outline">
              <a href={url} target="_blank" rel="noopener noreferrer">
                <ExternalLink />
                {settingsText('link.open')}
              </a>
            </Button>
          </div>
        </div>
        <form
          noValidate
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (isAvailable) save.mutate(wanted);
          }}
        >
          <label htmlFor="booking-link" className="text-sm font-medium">
            {settingsText('link.change')}
          </label>
          <div className="flex h-11 min-w-0 items-center rounded-xl border border-line bg-surface transition-colors focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/25">
            <span
              className="max-w-[45%] shrink-0 truncate pl-3.5 text-base text-muted sm:text-sm"
              aria-hidden
            >
              {origin.replace(/^https?:\/\//, '')}/
            </span>
            <input
              id="booking-link"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              maxLength={40}
              aria-describedby="booking-link-status"
              className="h-full min-w-0 flex-1 rounded-r-xl bg-transparent pr-3.5 text-base text-fg focus:outline-none sm:text-sm"
            />
          </div>
          <p
            id="booking-link-status"
            role="status"
            className={
              isAvailable
                ? 'flex items-center gap-1.5 text-sm text-brand-700 dark:text-brand-300'
                : 'flex items-center gap-1.5 text-sm text-muted'
            }
          >
            {message && isChecked ? (
              isAvailable ? (
                <Check className="size-4 shrink-0" aria-hidden />
              ) : (
                <TriangleAlert className="size-4 shrink-0 text-red-600" aria-hidden />
              )
            ) : null}
            {message ?? settingsText('link.hint')}
          </p>
          <Button
            type="submit"
            disabled={!isAvailable || save.isPending}
            className="w-full sm:w-auto sm:justify-self-start"
          >
            {save.isPending ? settingsText('saving') : settingsText('link.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
