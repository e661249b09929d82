import { ArrowRight, MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import { BRAND, whatsAppLink } from '@shared/brand';
import { DEMO_BUSINESSES } from '@shared/demo-businesses';
import { Button } from '../../components/ui/button';
import { DemoSignIn } from './demo-sign-in';
import { DemoTopics } from './demo-topics';

const SCHEDULE_MESSAGE = 'Hello Miadi team, I would like to schedule a demo.';
const demoBusiness = DEMO_BUSINESSES[0]?.name ?? 'a sample business';

/**
 * The demo is the product itself: one click signs in to the shared demo account
 * (docs/decisions/0062), with what to try there and the other ways in beside it.
 */
export function DemoPage() {
  return (
    <main className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Demo - Miadi</title>
      <div className="text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">See Miadi in action</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
          Sign in to the demo account and use the real {BRAND.name} as the owner of {demoBusiness}:
          a sample business with bookings today and this week, clients, staff, invoices and reviews.
        </p>
      </div>
      <DemoSignIn />
      <DemoTopics />
      <section aria-labelledby="other-ways-title" className="mt-16 text-center">
        <h2 id="other-ways-title" className="text-2xl font-bold tracking-tight">
          Ready for your own?
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-muted">
          Start a free trial with your own services, or ask us to walk you through it on WhatsApp.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild variant="accent" size="lg">
            <Link href="/auth?tab=signup">
              Start Free Trial
              <ArrowRight />
            </Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <a
              href={whatsAppLink(BRAND.supportWhatsApp, SCHEDULE_MESSAGE)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <MessageCircle />
              Schedule Demo
              <span className="sr-only"> (opens WhatsApp in a new tab)</span>
            </a>
          </Button>
        </div>
      </section>
    </main>
  );
}
