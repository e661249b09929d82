import { Link } from 'wouter';
import { BRAND } from '@shared/brand';
import { LegalLayout, type LegalSection } from './legal-layout';
import { privacyText as t } from './messages/legal-privacy';
import { collectionSections } from './privacy-collection';
import { rich } from '../../lib/rich-text';

const mailto = `mailto:${BRAND.supportEmail}`;
const ODPC_SITE = 'odpc.go.ke';

function sections(): LegalSection[] {
  const email = <a href={mailto}>{BRAND.supportEmail}</a>;
  return [
    {
      id: 'who-we-are',
      title: t('who.title'),
      body: (
        <>
          <p>
            {rich(
              t,
              'who.body',
              { act: <strong>{t('who.act')}</strong> },
              { address: BRAND.address },
            )}
          </p>
          <ul>
            <li>
              {rich(t, 'who.controller', {
                controller: <strong>{t('who.controller.term')}</strong>,
              })}
            </li>
            <li>
              {rich(t, 'who.processor', {
                processor: <strong>{t('who.processor.term')}</strong>,
              })}
            </li>
          </ul>
        </>
      ),
    },
    ...collectionSections(),
    {
      id: 'retention',
      title: t('retention.title'),
      body: (
        <ul>
          <li>{t('retention.account')}</li>
          <li>{t('retention.records')}</li>
          <li>{t('retention.security')}</li>
        </ul>
      ),
    },
    {
      id: 'security',
      title: t('security.title'),
      body: (
        <ul>
          <li>{t('security.transit')}</li>
          <li>{t('security.passwords')}</li>
          <li>{t('security.sessions')}</li>
          <li>{t('security.isolation')}</li>
          <li>{t('security.staff')}</li>
        </ul>
      ),
    },
    {
      id: 'your-rights',
      title: t('rights.title'),
      body: (
        <>
          <p>{t('rights.lead')}</p>
          <ul>
            <li>{t('rights.informed')}</li>
            <li>{t('rights.access')}</li>
            <li>{t('rights.correction')}</li>
            <li>{t('rights.deletion')}</li>
            <li>{t('rights.objection')}</li>
            <li>{t('rights.portability')}</li>
          </ul>
          <p>
            {rich(t, 'rights.request', {
              email,
              hours: <strong>{t('rights.request.hours')}</strong>,
            })}
          </p>
          <p>
            {rich(t, 'rights.complaint', {
              site: (
                <a href={`https://www.${ODPC_SITE}`} target="_blank" rel="noopener noreferrer">
                  {ODPC_SITE}
                </a>
              ),
            })}
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: t('children.title'),
      body: <p>{t('children.body')}</p>,
    },
    {
      id: 'cookies',
      title: t('cookies.title'),
      body: (
        <p>
          {rich(t, 'cookies.body', {
            policy: <Link href="/cookies">{t('cookies.policy')}</Link>,
          })}
        </p>
      ),
    },
    {
      id: 'contact',
      title: t('contact.title'),
      body: <p>{rich(t, 'contact.body', { email }, { address: BRAND.address })}</p>,
    },
  ];
}

export function PrivacyPage() {
  return (
    <LegalLayout
      title={t('title')}
      updated="2026-11-20"
      intro={<p>{t('intro')}</p>}
      sections={sections()}
    />
  );
}
