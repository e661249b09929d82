import { Link } from 'wouter';
import { BRAND } from '@shared/brand';
import { LegalLayout, type LegalSection } from './legal-layout';
import { COLLECTION_SECTIONS } from './privacy-collection';

const mailto = `mailto:${BRAND.supportEmail}`;

const SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          {BRAND.name} ({BRAND.address}) provides online booking, payments and business tools. This
          policy explains how we handle personal data under the{' '}
          <strong>Kenya Data Protection Act, 2019</strong> and its regulations.
        </p>
        <ul>
          <li>
            For business owners&apos; accounts, we are the <strong>data controller</strong>.
          </li>
          <li>
            For the client records a business keeps in {BRAND.name}, the business is the data
            controller and we are its <strong>data processor</strong>: we handle that data only on
            the business&apos;s instructions.
          </li>
        </ul>
      </>
    ),
  },
  ...COLLECTION_SECTIONS,
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>
          Account and business data: while your account is open. After you close it we delete or
          anonymise it within 90 days.
        </li>
        <li>
          Bookings, invoices and payment records: as long as Kenyan tax law requires (currently five
          years), then deleted.
        </li>
        <li>Security records: 12 months.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <ul>
        <li>All traffic is encrypted in transit (HTTPS).</li>
        <li>
          Passwords are stored only as strong one-way hashes; nobody at {BRAND.name} can read them.
        </li>
        <li>Sessions use a secure, HTTP-only cookie that page scripts cannot read.</li>
        <li>Every business sees only its own records; our servers check this on every request.</li>
        <li>Staff access to personal data is limited to what their work needs, and is logged.</li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the Data Protection Act, 2019 you have the right to:</p>
        <ul>
          <li>be told how your data is used (this page);</li>
          <li>get a copy of the personal data we hold about you;</li>
          <li>have wrong or incomplete data corrected;</li>
          <li>have your data deleted, unless the law requires us to keep it;</li>
          <li>object to or restrict some uses, and withdraw consent you have given;</li>
          <li>receive your data in a portable format.</li>
        </ul>
        <p>
          Send a request to <a href={mailto}>{BRAND.supportEmail}</a>. We respond to privacy
          requests within <strong>48 hours</strong>, and may ask you to confirm your identity first.
          If your request is about a business&apos;s client records, we will pass it to that
          business and help it respond.
        </p>
        <p>
          If you are not satisfied, you may complain to the Office of the Data Protection
          Commissioner (ODPC) at{' '}
          <a href="https://www.odpc.go.ke" target="_blank" rel="noopener noreferrer">
            odpc.go.ke
          </a>
          .
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Business accounts are for adults. A parent or guardian may book for a child (for example a
        kids&apos; haircut or a dental check-up); in that case the parent or guardian gives the
        details and is responsible for them.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        We use one strictly necessary cookie to keep you signed in, and no advertising cookies. Our{' '}
        <Link href="/cookies">Cookie Policy</Link> has the details.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Changes and contact',
    body: (
      <p>
        If we change this policy in a way that matters, we will tell account holders by e-mail
        before the change takes effect. For any privacy question, write to{' '}
        <a href={mailto}>{BRAND.supportEmail}</a> or to {BRAND.address}.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      updated="2026-11-20"
      intro={
        <p>
          What personal data {BRAND.name} collects, why, who sees it, and the rights you have over
          it under Kenyan law.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
