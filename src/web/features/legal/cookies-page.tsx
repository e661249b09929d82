import { Link } from 'wouter';
import { BRAND } from '@shared/brand';
import { LegalLayout, type LegalSection } from './legal-layout';
import { cookiesText as t } from './messages/legal-cookies';
import { rich } from '../../lib/rich-text';
import { StorageTable } from './storage-table';

const mailto = `mailto:${BRAND.supportEmail}`;

function sections(): LegalSection[] {
  return [
    {
      id: 'what-are-cookies',
      title: t('what.title'),
      body: <p>{t('what.body')}</p>,
    },
    {
      id: 'what-we-use',
      title: t('used.title'),
      body: (
        <>
          <p>{t('used.lead')}</p>
          <StorageTable />
        </>
      ),
    },
    {
      id: 'no-advertising',
      title: t('advertising.title'),
      body: <p>{t('advertising.body')}</p>,
    },
    {
      id: 'third-parties',
      title: t('others.title'),
      body: <p>{t('others.body')}</p>,
    },
    {
      id: 'managing',
      title: t('managing.title'),
      body: (
        <>
          <p>{t('managing.browser')}</p>
          <p>{t('managing.theme')}</p>
        </>
      ),
    },
    {
      id: 'contact',
      title: t('contact.title'),
      body: (
        <p>
          {rich(t, 'contact.body', {
            email: <a href={mailto}>{BRAND.supportEmail}</a>,
            privacy: <Link href="/privacy">{t('contact.privacy')}</Link>,
          })}
        </p>
      ),
    },
  ];
}

export function CookiesPage() {
  return (
    <LegalLayout
      title={t('title')}
      updated="2026-11-20"
      intro={<p>{t('intro')}</p>}
      sections={sections()}
    />
  );
}
