import { Mail, MessageCircle, Phone } from 'lucide-react';
import { BRAND, whatsAppLink } from '@shared/brand';
import { Button } from '../../components/ui/button';
import { safetyText as t } from './messages/safety-page';

export function SupportSection() {
  return (
    <section
      aria-labelledby="support"
      className="rounded-[1.5rem] bg-brand-900 px-6 py-10 text-white sm:px-10 sm:py-12 dark:bg-brand-950 dark:ring-1 dark:ring-brand-800"
    >
      <div className="grid gap-8 lg:grid-cols-[1fr_auto] lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
            {t('support.eyebrow')}
          </p>
          <h2 id="support" className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
            {t('support.title')}
          </h2>
          <p className="mt-3 max-w-xl text-brand-100">{t('support.body')}</p>
        </div>
        <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
          <li>
            <Button asChild variant="accent" size="lg" className="w-full">
              <a
                href={whatsAppLink(BRAND.supportWhatsApp, t('support.reportMessage'))}
                target="_blank"
                rel="noopener noreferrer"
              >
                <MessageCircle />
                {t('support.whatsApp')}
                <span className="sr-only"> {t('support.newTab')}</span>
              </a>
            </Button>
          </li>
          <li>
            <Button
              asChild
              size="lg"
              variant="ghost"
              className="w-full border border-white/30 text-white hover:bg-white/10 dark:text-white"
            >
              <a href={`mailto:${BRAND.supportEmail}`}>
                <Mail />
                {BRAND.supportEmail}
              </a>
            </Button>
          </li>
          <li>
            <Button
              asChild
              size="lg"
              variant="ghost"
              className="w-full border border-white/30 text-white hover:bg-white/10 dark:text-white"
            >
              <a href={`tel:${BRAND.supportPhone.replace(/\s/g, '')}`}>
                <Phone />
                {BRAND.supportPhone}
              </a>
            </Button>
          </li>
        </ul>
      </div>
    </section>
  );
}
