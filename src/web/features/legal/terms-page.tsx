import { Link } from 'wouter';
import { BRAND } from '@shared/brand';
import { LegalLayout, type LegalSection } from './legal-layout';
import { termsText as t } from './messages/legal-terms';
import { rich } from '../../lib/rich-text';
import { billingSections } from './terms-billing';

const mailto = `mailto:${BRAND.supportEmail}`;

function sections(): LegalSection[] {
  const email = <a href={mailto}>{BRAND.supportEmail}</a>;
  const privacy = <Link href="/privacy">{t('link.privacy')}</Link>;
  return [
    {
      id: 'agreement',
      title: t('agreement.title'),
      body: (
        <>
          <p>{t('agreement.parties', { address: BRAND.address })}</p>
          <p>
            {rich(t, 'agreement.acceptance', {
              privacy,
              cookies: <Link href="/cookies">{t('link.cookies')}</Link>,
            })}
          </p>
        </>
      ),
    },
    {
      id: 'accounts',
      title: t('accounts.title'),
      body: (
        <ul>
          <li>{t('accounts.age')}</li>
          <li>{t('accounts.password')}</li>
          <li>{rich(t, 'accounts.misuse', { email })}</li>
          <li>{t('accounts.staff')}</li>
        </ul>
      ),
    },
    ...billingSections(),
    {
      id: 'your-business',
      title: t('business.title'),
      body: (
        <ul>
          <li>{t('business.honest')}</li>
          <li>{t('business.honour')}</li>
          <li>{t('business.licences')}</li>
          <li>{rich(t, 'business.data', { privacy })}</li>
        </ul>
      ),
    },
    {
      id: 'acceptable-use',
      title: t('use.title'),
      body: (
        <>
          <p>{t('use.lead')}</p>
          <ul>
            <li>{t('use.illegal')}</li>
            <li>{t('use.spam')}</li>
            <li>{t('use.payments')}</li>
            <li>{t('use.systems')}</li>
          </ul>
          <p>{t('use.enforcement')}</p>
        </>
      ),
    },
    {
      id: 'your-content',
      title: t('content.title'),
      body: <p>{t('content.body')}</p>,
    },
    {
      id: 'availability',
      title: t('availability.title'),
      body: (
        <>
          <p>
            {rich(t, 'availability.uptime', {
              figure: <strong>{t('availability.uptime.figure', { uptime: BRAND.uptime })}</strong>,
            })}
          </p>
          <p>{t('availability.outages')}</p>
        </>
      ),
    },
    {
      id: 'ending',
      title: t('ending.title'),
      body: <p>{t('ending.body')}</p>,
    },
    {
      id: 'liability',
      title: t('liability.title'),
      body: (
        <>
          <p>{t('liability.service')}</p>
          <p>{t('liability.limit')}</p>
        </>
      ),
    },
    {
      id: 'changes',
      title: t('changes.title'),
      body: <p>{t('changes.body')}</p>,
    },
    {
      id: 'law',
      title: t('law.title'),
      body: <p>{t('law.body')}</p>,
    },
    {
      id: 'contact',
      title: t('contact.title'),
      body: (
        <p>
          {rich(
            t,
            'contact.body',
            { email, days: <strong>{t('contact.days')}</strong> },
            { address: BRAND.address },
          )}
        </p>
      ),
    },
  ];
}

export function TermsPage() {
  return (
    <LegalLayout
      title={t('title')}
      updated="2026-11-20"
      intro={<p>{t('intro')}</p>}
      sections={sections()}
    />
  );
}
