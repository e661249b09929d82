import { Loader2 } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { buttonClass } from '../../components/ui/button-styles';
import { Card, CardContent } from '../../components/ui/card';
import { ApiRequestError } from '../../lib/api-error';
import { useLoader } from '../public-booking/public-booking-page';
import { formatLongDay } from '@shared/format/dates';
import { reviewApi } from './review-api';
import { ReviewForm } from './review-form';
import { reviewText } from './messages/review-screens';

/** /b/{token}/review: the client rates a completed visit, with no account. */
export function ReviewPage() {
  const { token = '' } = useParams<{ token?: string }>();
  const loaded = useLoader(token || null, () => reviewApi.link(token));
  if (loaded.state === 'error') {
    const isMissing = loaded.error instanceof ApiRequestError && loaded.error.status === 404;
    return (
      <main className="mx-auto grid min-h-dvh max-w-md content-center justify-items-center gap-3 px-6 py-16 text-center">
        <title>{reviewText('page.linkTitle')}</title>
        <h1 className="text-2xl font-bold tracking-tight">
          {isMissing ? reviewText('page.invalidTitle') : reviewText('page.failedTitle')}
        </h1>
        <p className="text-muted">
          {isMissing ? reviewText('page.invalid') : reviewText('page.failed')}
        </p>
        <Link href="/discover" className={buttonClass('primary', 'lg')}>
          {reviewText('page.browse')}
        </Link>
      </main>
    );
  }
  const view = loaded.state === 'ready' ? loaded.data : null;
  return (
    <div className="min-h-dvh bg-raised/40">
      <title>
        {view
          ? reviewText('page.title', { business: view.booking.businessName })
          : reviewText('page.leaveTitle')}
      </title>
      <header className="mx-auto flex h-14 max-w-xl items-center justify-between px-4">
        <Logo />
        <LanguageSwitch />
      </header>
      <main className="mx-auto grid max-w-xl gap-4 px-4 pb-16">
        {view ? (
          <Card>
            <CardContent className="grid gap-6 pt-6">
              <div>
                <p className="text-sm text-muted">{reviewText('page.visitTo')}</p>
                <h1 className="text-2xl font-bold tracking-tight break-words">
                  {view.booking.businessName}
                </h1>
                <p className="mt-1 text-sm text-muted">
                  {view.booking.serviceName} · {formatLongDay(view.booking.date)},{' '}
                  {view.booking.time}
                </p>
              </div>
              <ReviewForm token={token} view={view} />
            </CardContent>
          </Card>
        ) : (
          <p className="flex items-center justify-center gap-2 py-24 text-muted">
            <Loader2 className="size-5 animate-spin" aria-hidden /> {reviewText('page.loading')}
          </p>
        )}
      </main>
    </div>
  );
}
