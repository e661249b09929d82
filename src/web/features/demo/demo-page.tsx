import { ArrowRight, MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import { BRAND, whatsAppLink } from '@shared/brand';
import { DEMO_BUSINESSES } from '@shared/demo-businesses';
import { Button } from '../../components/ui/button';
import { DemoSignIn } from './demo-sign-in';
import { DemoTopics } from './demo-topics';
import { demoText } from './messages/demo-page';

/**
 * The demo is the product itself: one click signs in to the shared demo account
 * (docs/decisions/0062), with what to try there and the other ways in beside it.
 */
export function DemoPage() {
  return (
    <main className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{demoText('title')}</title>
      <div className="text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{demoText('heading')}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
          {demoText('lead', {
            brand: BRAND.name,
            business: DEMO_BUSINESSES[0]?.name ?? demoText('sampleBusiness'),
          })}
        </p>
      </div>
      <DemoSignIn />
      <DemoTopics />
      <section aria-labelledby="other-ways-title" className="mt-16 text-center">
        <h2 id="other-ways-title" className="text-2xl font-bold tracking-tight">
          {demoText('own.title')}
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-muted">{demoText('own.text')}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild variant="accent" size="lg">
            <Link href="/auth?tab=signup">
              {demoText('own.startTrial')}
              <ArrowRight />
            </Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <a
              href={whatsAppLink(BRAND.supportWhatsApp, demoText('own.scheduleMessage'))}
              target="_blank"
              rel="noopener noreferrer"
            >
              <MessageCircle />
              {demoText('own.schedule')}
              <span className="sr-only">{demoText('own.opensWhatsApp')}</span>
            </a>
          </Button>
        </div>
      </section>
    </main>
  );
}
