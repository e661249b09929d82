import { Link } from 'wouter';
import { BRAND } from '@shared/brand';
import { TRIAL_DAYS } from '@shared/plans';
import type { LegalSection } from './legal-layout';
import { PlansTable } from '../../components/plans-table';

/** The sections about money: plans and billing, then client payments and payouts. */
export const BILLING_SECTIONS: LegalSection[] = [
  {
    id: 'plans-and-billing',
    title: 'Plans, trial and billing',
    body: (
      <>
        <p>
          {BRAND.name} is offered on the plans shown on our{' '}
          <Link href="/#pricing">home page pricing</Link> and on the subscription screen in your
          dashboard. The current plans, prices and limits are:
        </p>
        <PlansTable />
        <ul>
          <li>
            <strong>Free trial.</strong> A new business can start with a {TRIAL_DAYS}-day trial. The
            trial gives you the staff and booking limits shown above. When it ends, choose a paid
            plan to keep taking online bookings; your data stays in place.
          </li>
          <li>
            <strong>Billing period.</strong> Paid plans are billed in advance for each period and
            renew only when you pay for the next one. Prices are in Kenyan shillings (KES).
          </li>
          <li>
            <strong>Limits.</strong> Each plan has a staff limit and a monthly booking limit. When a
            limit is reached we will tell you in your dashboard, and new staff or bookings beyond it
            are refused until you move to a larger plan or the next period begins.
          </li>
          <li>
            <strong>Price changes.</strong> We will give you at least{' '}
            <strong>30 days&apos; notice</strong> by e-mail and in your dashboard before a price
            change affects you. The new price applies from your next period after the notice ends.
          </li>
          <li>
            <strong>Refunds.</strong> Subscription fees already paid are not refunded for part of a
            period, except where Kenyan law requires otherwise or where we have failed to provide
            the service.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'client-payments',
    title: 'Client payments and payouts',
    body: (
      <>
        <p>
          When your clients pay you through {BRAND.name} (by M-Pesa or card), the payment is
          collected by our licensed payment partner and shared as follows:
        </p>
        <ul>
          <li>
            <strong>95% goes to your business</strong>, and{' '}
            <strong>5% is kept by {BRAND.name}</strong> as the platform fee. The split is shown on
            each payment in your dashboard.
          </li>
          <li>
            Payouts to the M-Pesa number or bank account in your payout details are{' '}
            <strong>processed within 24 hours</strong> of a verified payment. Your bank or mobile
            network may take longer to show the money.
          </li>
          <li>
            Every payment is checked with the payment provider (amount, currency and status) before
            a booking is confirmed.
          </li>
          <li>
            A booking that requires payment holds its place for a short time. If a payment arrives
            after that hold has expired and the slot has been taken, we record the payment and flag
            it for refund; it is never silently dropped.
          </li>
          <li>
            You set your own prices and cancellation terms for your clients, and you are responsible
            for refunds to them under those terms and under Kenyan consumer law.
          </li>
        </ul>
        <p>
          Keep your payout details accurate. Changing them pauses payouts until the new details have
          been verified.
        </p>
      </>
    ),
  },
];
