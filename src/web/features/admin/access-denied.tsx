import { ShieldX } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';

/** /app/admin for an account without an admin or moderator role (the server refuses it too). */
export function AccessDenied() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center px-6 py-16 text-center">
      <title>Access denied - Miadi</title>
      <div className="mb-6 inline-flex size-16 items-center justify-center rounded-2xl bg-red-50 text-red-700 dark:bg-red-950/60 dark:text-red-300">
        <ShieldX className="size-8" aria-hidden />
      </div>
      <h1 className="text-3xl font-bold tracking-tight">Access denied</h1>
      <p className="mt-3 text-muted">
        The admin area is for Miadi&apos;s admins and moderators. If you should have access, ask an
        admin to give your account a role.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/app/dashboard">Go to Dashboard</Link>
      </Button>
    </main>
  );
}
