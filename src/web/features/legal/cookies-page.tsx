import { Link } from 'wouter';
import { BRAND } from '@shared/brand';
import { LegalLayout, type LegalSection } from './legal-layout';
import { StorageTable } from './storage-table';

const mailto = `mailto:${BRAND.supportEmail}`;

const SECTIONS: LegalSection[] = [
  {
    id: 'what-are-cookies',
    title: 'What cookies are',
    body: (
      <p>
        A cookie is a small file a website asks your browser to keep and send back on later visits.
        Browsers also offer local storage, which keeps small settings on your device without sending
        them to the website. This page explains how {BRAND.name} uses both.
      </p>
    ),
  },
  {
    id: 'what-we-use',
    title: 'What we use',
    body: (
      <>
        <p>We keep this to the minimum the service needs to work:</p>
        <StorageTable />
      </>
    ),
  },
  {
    id: 'no-advertising',
    title: 'No advertising or tracking cookies',
    body: (
      <p>
        We do not use advertising cookies, and we do not let advertisers or social networks track
        you on {BRAND.name}. Because we only use what is strictly necessary, we do not show a cookie
        banner. If that ever changes, we will update this page and ask for your consent first.
      </p>
    ),
  },
  {
    id: 'third-parties',
    title: 'Other websites',
    body: (
      <p>
        Some actions take you to another service with its own cookie policy: paying by card on our
        payment partner&apos;s secure page, or opening a chat on WhatsApp. Map tiles on the Discover
        page are loaded from a map server, which sees your IP address like any website you visit.
      </p>
    ),
  },
  {
    id: 'managing',
    title: 'Managing cookies',
    body: (
      <>
        <p>
          You can see and delete cookies and site data in your browser&apos;s settings. If you block
          the session cookie you can still browse and book as a client, but you will not be able to
          sign in to a business account.
        </p>
        <p>
          To clear your theme choice, set the theme back to &lsquo;System&rsquo; with the button in
          the site header, or clear this site&apos;s data in your browser.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Changes and contact',
    body: (
      <p>
        We will update this page if we change what we store on your device. Questions go to{' '}
        <a href={mailto}>{BRAND.supportEmail}</a>. See also our{' '}
        <Link href="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
];

export function CookiesPage() {
  return (
    <LegalLayout
      title="Cookie Policy"
      updated="2026-11-20"
      intro={
        <p>
          {BRAND.name} uses one cookie, to keep you signed in, and one browser setting, to remember
          your theme.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
