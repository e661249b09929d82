import {
  BellRing,
  ClipboardCheck,
  type LucideIcon,
  MapPin,
  QrCode,
  ReceiptText,
  Smartphone,
  Users,
  WifiOff,
} from 'lucide-react';
import { SectionHeading } from './section-heading';
import { landingText } from './messages/landing-page';

interface Feature {
  icon: LucideIcon;
  /** The feature's words in the catalogue: `features.<id>.title` and `.text`. */
  id: 'page' | 'payments' | 'reminders' | 'clients' | 'staff' | 'invoices' | 'map' | 'offline';
}

/** Only what the product does today (docs/product/settled-rules.md §1 Name and defaults, docs/decisions/0062). */
const FEATURES: Feature[] = [
  { icon: QrCode, id: 'page' },
  { icon: Smartphone, id: 'payments' },
  { icon: BellRing, id: 'reminders' },
  { icon: Users, id: 'clients' },
  { icon: ClipboardCheck, id: 'staff' },
  { icon: ReceiptText, id: 'invoices' },
  { icon: MapPin, id: 'map' },
  { icon: WifiOff, id: 'offline' },
];

export function FeaturesSection() {
  return (
    <section
      aria-labelledby="features-title"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24"
    >
      <SectionHeading
        id="features-title"
        eyebrow={landingText('features.eyebrow')}
        title={landingText('features.title')}
      >
        {landingText('features.lead')}
      </SectionHeading>
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ icon: Icon, id }) => (
          <li key={id} className="rounded-card border border-line bg-surface p-5 sm:p-6">
            <div className="flex items-center gap-3 lg:flex-col lg:items-start lg:gap-5">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="font-semibold">{landingText(`features.${id}.title`)}</h3>
            </div>
            <p className="mt-3 text-sm text-muted">{landingText(`features.${id}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
