import { ShieldX } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { adminText } from './messages/admin-screens';

/** /app/admin for an account without an admin or moderator role (the server refuses it too). */
export function AccessDenied() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center px-6 py-16 text-center">
      <title>{adminText('denied.title')}</title>
      <div className="mb-6 inline-flex size-16 items-center justify-center rounded-2xl bg-red-50 text-red-700 dark:bg-red-950/60 dark:text-red-300">
        <ShieldX className="size-8" aria-hidden />
      </div>
      <h1 className="text-3xl font-bold tracking-tight">{adminText('denied.heading')}</h1>
      <p className="mt-3 text-muted">{adminText('denied.body')}</p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/app/dashboard">{adminText('denied.dashboard')}</Link>
      </Button>
    </main>
  );
}
