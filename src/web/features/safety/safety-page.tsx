import { Clock, ShieldCheck } from 'lucide-react';
import { BRAND } from '@shared/brand';
import { Badge } from '../../components/ui/badge';
import { EmergencyNumbers } from './emergency-numbers';
import { RedFlags } from './red-flags';
import { SupportSection } from './support-section';
import { TipGroupCard } from './tip-group-card';
import { TIP_GROUPS } from './tip-groups';

export function SafetyPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Safety Guidelines - Miadi</title>
      <header className="max-w-3xl">
        <div className="flex flex-wrap gap-2">
          <Badge tone="brand">
            <ShieldCheck className="size-3.5" aria-hidden />
            Trust and safety
          </Badge>
          <Badge tone="accent">
            <Clock className="size-3.5" aria-hidden />
            24/7 support
          </Badge>
        </div>
        <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">Safety Guidelines</h1>
        <p className="mt-4 text-lg text-muted">
          Practical advice for business owners and their clients: how to keep your account safe, pay
          without being scammed, and travel and meet safely. If anything worries you, our team is
          reachable 24/7.
        </p>
      </header>
      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        {TIP_GROUPS.map((group) => (
          <TipGroupCard key={group.id} group={group} />
        ))}
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <RedFlags />
        <EmergencyNumbers />
      </div>
      <div className="mt-12">
        <SupportSection />
      </div>
      <p className="mt-8 text-center text-sm text-muted">
        {BRAND.name} connects you with independent businesses. Check the booking details and use
        your judgement, as you would anywhere.
      </p>
    </main>
  );
}
