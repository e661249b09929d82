import { BRAND } from '@shared/brand';
import type { LegalSection } from './legal-layout';

/** What we collect, why, and who else sees it. */
export const COLLECTION_SECTIONS: LegalSection[] = [
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <h3>Business owners and staff</h3>
        <ul>
          <li>Your name, e-mail address, phone number and country when you sign up.</li>
          <li>
            Your business profile: name, category, address, map location, opening hours, services,
            prices and photos.
          </li>
          <li>Payout details (M-Pesa number or bank account) so that we can pay you.</li>
          <li>Names of staff you add, and the attendance records you keep for them.</li>
        </ul>
        <h3>Clients who book</h3>
        <ul>
          <li>Your name and phone number, and your e-mail address if you choose to give it.</li>
          <li>The booking itself: service, date, time, staff member and any note you add.</li>
          <li>
            Payment records: amount, status and the M-Pesa or card reference. We never see or store
            your M-Pesa PIN or your full card number; card details go straight to our payment
            partner.
          </li>
          <li>A rating and comment, if you choose to review a business after your visit.</li>
        </ul>
        <h3>Everyone</h3>
        <ul>
          <li>
            Security records such as sign-in attempts, with the IP address and time, so that we can
            block people trying to break into accounts.
          </li>
          <li>
            Your approximate location on the Discover map, only if you allow it in your browser. We
            use it to find businesses near you and do not save it to any profile.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    body: (
      <>
        <p>We use personal data only for the purposes below, and on the lawful basis shown:</p>
        <ul>
          <li>
            <strong>To provide the service</strong> (contract): take bookings, process payments and
            payouts, send confirmations and reminders.
          </li>
          <li>
            <strong>To keep accounts safe</strong> (legitimate interest): detect fraud, throttle
            repeated failed sign-ins and keep an audit log.
          </li>
          <li>
            <strong>To meet the law</strong> (legal obligation): keep financial records and respond
            to lawful requests.
          </li>
          <li>
            <strong>To tell you about new features</strong> (consent): only if you opt in, and you
            can opt out at any time.
          </li>
        </ul>
        <p>We do not sell personal data, and we do not use it for advertising.</p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <ul>
          <li>
            <strong>The business you book with</strong> sees your booking details so that it can
            serve you.
          </li>
          <li>
            <strong>Payment partners</strong> (such as Paystack and M-Pesa) process payments and
            payouts.
          </li>
          <li>
            <strong>Messaging providers</strong> deliver e-mails, SMS and WhatsApp messages such as
            reminders.
          </li>
          <li>
            <strong>Hosting providers</strong> store data for us under contract and may not use it
            for anything else.
          </li>
          <li>
            <strong>Authorities</strong>, only when Kenyan law requires it.
          </li>
        </ul>
        <p>
          Where a provider stores data outside Kenya, we transfer it only with the safeguards the
          Data Protection Act, 2019 requires. Ask us at {BRAND.supportEmail} for details of a
          transfer.
        </p>
      </>
    ),
  },
];
