import { ArrowRight, MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import { BRAND, whatsAppLink } from '@shared/brand';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { DemoTopics } from './demo-topics';
import { VideoPlaceholder } from './video-placeholder';

const SCHEDULE_MESSAGE = 'Hello Miadi team, I would like to schedule a demo.';

export function DemoPage() {
  return (
    <main className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Demo - Miadi</title>
      <div className="text-center">
        <Badge tone="accent" className="px-3 py-1 text-sm">
          Coming Soon
        </Badge>
        <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">See Miadi in action</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
          A short video tour of {BRAND.name} is on its way. Until then, book a live demo with our
          team on WhatsApp, or start a free trial and explore every screen yourself.
        </p>
        <Actions />
      </div>
      <div className="mt-12">
        <VideoPlaceholder />
      </div>
      <DemoTopics />
    </main>
  );
}

function Actions() {
  return (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
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
  );
}
