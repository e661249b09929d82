import { Bus, type LucideIcon, ShieldCheck, UserRound, Wallet } from 'lucide-react';
import { BRAND } from '@shared/brand';
import { safetyText as t } from './messages/safety-page';

export interface TipGroup {
  id: string;
  icon: LucideIcon;
  title: string;
  lead: string;
  tips: string[];
}

/** The tips, in the page's language: asked for when the page renders, never when it loads. */
export function tipGroups(): TipGroup[] {
  const domain = BRAND.domain;
  return [
    {
      id: 'platform-security',
      icon: ShieldCheck,
      title: t('platform.title'),
      lead: t('platform.lead'),
      tips: [
        t('platform.password'),
        t('platform.neverAsk'),
        t('platform.address', { domain }),
        t('platform.signOut'),
        t('platform.phone'),
      ],
    },
    {
      id: 'personal-safety',
      icon: UserRound,
      title: t('personal.title'),
      lead: t('personal.lead'),
      tips: [
        t('personal.check'),
        t('personal.homeVisit'),
        t('personal.owners'),
        t('personal.meet'),
        t('personal.instincts'),
      ],
    },
    {
      id: 'payment-security',
      icon: Wallet,
      title: t('payment.title'),
      lead: t('payment.lead'),
      tips: [
        t('payment.official'),
        t('payment.prompt'),
        t('payment.messages'),
        t('payment.personal'),
        t('payment.pin'),
      ],
    },
    {
      id: 'transport-safety',
      icon: Bus,
      title: t('transport.title'),
      lead: t('transport.lead'),
      tips: [
        t('transport.licence'),
        t('transport.share'),
        t('transport.board'),
        t('transport.seatbelt'),
        t('transport.report'),
      ],
    },
  ];
}

export function redFlags(): string[] {
  return [
    t('flags.personalNumber'),
    t('flags.impostor'),
    t('flags.reversal'),
    t('flags.price'),
    t('flags.address'),
    t('flags.link', { domain: BRAND.domain }),
    t('flags.shuttle'),
  ];
}
