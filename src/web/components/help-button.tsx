import { MessageCircle } from 'lucide-react';
import { useLocation } from 'wouter';
import { BRAND, whatsAppLink } from '@shared/brand';
import { cx } from './ui/cx';
import { helpText } from './messages/help-button';

/** The floating help button on every page: opens a WhatsApp chat with the team, message prefilled in the page's language. */
export function HelpButton() {
  const [pathname] = useLocation();
  // in the owner area on phones it sits above the bottom tab bar
  const isOwnerArea = pathname === '/app' || pathname.startsWith('/app/');
  return (
    <a
      href={whatsAppLink(BRAND.supportWhatsApp, helpText('prefill'))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={helpText('label')}
      title={helpText('label')}
      className={cx(
        'fixed right-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-[#25d366] text-white shadow-lg transition-transform hover:scale-105 print:hidden',
        isOwnerArea ? 'bottom-24 md:bottom-6' : 'bottom-5 sm:right-6 sm:bottom-6',
      )}
    >
      <MessageCircle className="size-7" strokeWidth={2} />
    </a>
  );
}
