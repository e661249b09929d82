import { Clock, ShieldCheck } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { EmergencyNumbers } from './emergency-numbers';
import { RedFlags } from './red-flags';
import { SupportSection } from './support-section';
import { TipGroupCard } from './tip-group-card';
import { tipGroups } from './tip-groups';
import { safetyText as t } from './messages/safety-page';

export function SafetyPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{`${t('title')} - Miadi`}</title>
      <header className="max-w-3xl">
        <div className="flex flex-wrap gap-2">
          <Badge tone="brand">
            <ShieldCheck className="size-3.5" aria-hidden />
            {t('badge.trust')}
          </Badge>
          <Badge tone="accent">
            <Clock className="size-3.5" aria-hidden />
            {t('badge.support')}
          </Badge>
        </div>
        <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">{t('title')}</h1>
        <p className="mt-4 text-lg text-muted">{t('intro')}</p>
      </header>
      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        {tipGroups().map((group) => (
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
      <p className="mt-8 text-center text-sm text-muted">{t('disclaimer')}</p>
    </main>
  );
}
