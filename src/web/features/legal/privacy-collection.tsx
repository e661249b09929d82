import { BRAND } from '@shared/brand';
import type { LegalSection } from './legal-layout';
import { privacyText as t } from './messages/legal-privacy';
import { rich } from '../../lib/rich-text';

type Use = 'service' | 'safety' | 'law' | 'news';
type Recipient = 'business' | 'payments' | 'messaging' | 'hosting' | 'authorities';

/** A use of personal data: its purpose in bold, then its lawful basis and what it covers. */
const purpose = (name: Use) =>
  rich(t, `use.${name}`, { purpose: <strong>{t(`use.${name}.purpose`)}</strong> });

/** Who receives personal data, in bold, and why. */
const recipient = (name: Recipient) =>
  rich(t, `sharing.${name}`, { who: <strong>{t(`sharing.${name}.who`)}</strong> });

/** What we collect, why, and who else sees it. */
export function collectionSections(): LegalSection[] {
  return [
    {
      id: 'what-we-collect',
      title: t('collect.title'),
      body: (
        <>
          <h3>{t('collect.owners')}</h3>
          <ul>
            <li>{t('collect.owners.account')}</li>
            <li>{t('collect.owners.profile')}</li>
            <li>{t('collect.owners.payouts')}</li>
            <li>{t('collect.owners.staff')}</li>
          </ul>
          <h3>{t('collect.clients')}</h3>
          <ul>
            <li>{t('collect.clients.contact')}</li>
            <li>{t('collect.clients.booking')}</li>
            <li>{t('collect.clients.payments')}</li>
            <li>{t('collect.clients.reviews')}</li>
          </ul>
          <h3>{t('collect.everyone')}</h3>
          <ul>
            <li>{t('collect.everyone.security')}</li>
            <li>{t('collect.everyone.location')}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'how-we-use-it',
      title: t('use.title'),
      body: (
        <>
          <p>{t('use.lead')}</p>
          <ul>
            <li>{purpose('service')}</li>
            <li>{purpose('safety')}</li>
            <li>{purpose('law')}</li>
            <li>{purpose('news')}</li>
          </ul>
          <p>{t('use.noSale')}</p>
        </>
      ),
    },
    {
      id: 'sharing',
      title: t('sharing.title'),
      body: (
        <>
          <ul>
            <li>{recipient('business')}</li>
            <li>{recipient('payments')}</li>
            <li>{recipient('messaging')}</li>
            <li>{recipient('hosting')}</li>
            <li>{recipient('authorities')}</li>
          </ul>
          <p>{t('sharing.transfers', { email: BRAND.supportEmail })}</p>
        </>
      ),
    },
  ];
}
