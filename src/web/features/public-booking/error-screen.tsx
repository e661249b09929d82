import { CalendarX2 } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '../../components/ui/button-styles';
import { deadEndText } from './messages/booking-dead-ends';

/** The booking page's dead ends, each with a way on: browse businesses or go home. */
export function ErrorScreen({
  title,
  message,
  details,
}: {
  title: string;
  message: string;
  details?: string[];
}) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center px-6 py-16 text-center">
      <title>{`${title} - Miadi`}</title>
      <div className="mb-5 inline-flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-600 dark:bg-red-950/50 dark:text-red-300">
        <CalendarX2 className="size-7" />
      </div>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-muted">{message}</p>
      {details?.length ? (
        <dl className="mt-4 grid w-full gap-1 rounded-xl bg-raised p-3 text-left text-xs text-muted">
          {details.map((line) => (
            <dd key={line} className="break-all">
              {line}
            </dd>
          ))}
        </dl>
      ) : null}
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link href="/discover" className={buttonClass('primary', 'lg')}>
          {deadEndText('dead.browse')}
        </Link>
        <Link href="/" className={buttonClass('outline', 'lg')}>
          {deadEndText('dead.home')}
        </Link>
      </div>
    </main>
  );
}
