import { Link } from 'wouter';
import { BRAND } from '@shared/brand';
import { LegalLayout, type LegalSection } from './legal-layout';
import { BILLING_SECTIONS } from './terms-billing';

const mailto = `mailto:${BRAND.supportEmail}`;

const SECTIONS: LegalSection[] = [
  {
    id: 'agreement',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms are an agreement between you and {BRAND.name}, a Kenyan service based at{' '}
          {BRAND.address}. They apply when you create a business account, and when you use a{' '}
          {BRAND.name} booking page to book or pay for a service.
        </p>
        <p>
          By creating an account or making a booking you accept these terms, our{' '}
          <Link href="/privacy">Privacy Policy</Link> and our{' '}
          <Link href="/cookies">Cookie Policy</Link>. If you sign up on behalf of a business, you
          confirm that you may bind that business to them.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>You must be at least 18 years old and give accurate details when you sign up.</li>
        <li>
          Each account runs one business profile. Keep your password private; you are responsible
          for what is done with your account.
        </li>
        <li>
          Tell us straight away at <a href={mailto}>{BRAND.supportEmail}</a> if you think someone
          else has used your account.
        </li>
        <li>You may add staff to your business. You remain responsible for what they do in it.</li>
      </ul>
    ),
  },
  ...BILLING_SECTIONS,
  {
    id: 'your-business',
    title: 'Your responsibilities as a business',
    body: (
      <ul>
        <li>
          Describe your services, prices and opening hours honestly, and keep them up to date.
        </li>
        <li>Honour the bookings you accept, or cancel them promptly and tell the client.</li>
        <li>
          Hold the licences your work needs, such as a county business permit, a health licence for
          clinics or an NTSA licence for public service vehicles.
        </li>
        <li>
          Treat your clients&apos; personal data lawfully. For the client records you keep in{' '}
          {BRAND.name}, you are the data controller and we process the data on your behalf, as
          described in our <Link href="/privacy">Privacy Policy</Link>.
        </li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You must not use {BRAND.name} to:</p>
        <ul>
          <li>
            offer services that are illegal in Kenya, or mislead clients about what they are paying
            for;
          </li>
          <li>send spam, or message people who have not dealt with your business;</li>
          <li>
            collect payments for anything other than the services listed on your booking page;
          </li>
          <li>
            try to reach another business&apos;s data, probe or overload our systems, or get around
            plan limits.
          </li>
        </ul>
        <p>
          We may remove content or pause an account that breaks these rules, and we will tell you
          why.
        </p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content and data',
    body: (
      <p>
        You own the information you put into {BRAND.name}: your services, photos, client records and
        invoices. You give us permission to store it and show it where you choose (for example on
        your public booking page or on the Discover map) only so that we can run the service for
        you. You can export your records at any time, and you can ask us to delete your account.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Service availability',
    body: (
      <>
        <p>
          We aim for <strong>{BRAND.uptime} uptime</strong> each month, not counting planned
          maintenance. We plan maintenance for quiet hours and announce it in advance in your
          dashboard.
        </p>
        <p>
          The service depends on mobile networks, payment partners and other providers that we do
          not control. We will do our best to work around their outages, but we cannot promise that{' '}
          {BRAND.name} will never be interrupted.
        </p>
      </>
    ),
  },
  {
    id: 'ending',
    title: 'Suspension and closing your account',
    body: (
      <p>
        You may stop using {BRAND.name} at any time. We may suspend or close an account that
        seriously or repeatedly breaks these terms, or where the law requires us to; unless the law
        or a risk of harm prevents it, we will warn you first and give you a chance to put things
        right and to export your data.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our liability',
    body: (
      <>
        <p>
          The service between a business and its client is provided by the business, not by{' '}
          {BRAND.name}. We are not responsible for the quality of that service or for disputes about
          it, although we will help where we can.
        </p>
        <p>
          Nothing in these terms limits rights you have under Kenyan law that cannot be limited.
          Otherwise, our total liability to a business for any claim is limited to the subscription
          fees it paid us in the three months before the claim, and we are not liable for indirect
          losses such as lost profits.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as the product and the law change. For a change that matters to
        you we will give at least 30 days&apos; notice by e-mail and in your dashboard; the date at
        the top of this page shows the latest version.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and disputes',
    body: (
      <p>
        These terms are governed by the laws of Kenya. If a disagreement arises, please contact us
        first so that we can try to settle it together. If we cannot, the courts of Kenya will
        decide it.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Send questions about these terms to <a href={mailto}>{BRAND.supportEmail}</a> or write to us
        at {BRAND.address}. We answer legal enquiries within <strong>5 business days</strong>.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalLayout
      title="Terms of Service"
      updated="2026-11-20"
      intro={
        <p>
          The rules for using {BRAND.name}: what we provide, what you can expect from us, and what
          we expect from businesses and their clients. We have tried to keep them short and plain.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
