import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CURRENCIES, TEXT_LIMITS } from '@shared/limits';
import {
  BUSINESS_SHARE_BASIS_POINTS,
  PAYMENT_CHANNELS,
  PAYMENT_INTERVALS,
  REFUND_REASONS,
  SUBSCRIPTION_STATUSES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from '@shared/payments';
import { PLAN_IDS } from '@shared/plans';
import { users } from './auth';
import { bookings } from './bookings';
import { businesses } from './businesses';
import {
  checkBetween,
  checkIn,
  checkMaxLength,
  checkSql,
  createdAt,
  id,
  updatedAt,
} from './columns';

/** Where a business is paid (one row per business). Saving resets is_verified. */
export const businessPayouts = pgTable(
  'business_payouts',
  {
    businessId: uuid('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    mpesaNumber: text('mpesa_number'),
    airtelNumber: text('airtel_number'),
    bankName: text('bank_name'),
    bankAccountNumber: text('bank_account_number'),
    accountHolderName: text('account_holder_name'),
    paystackSubaccountCode: text('paystack_subaccount_code'),
    autoSplitEnabled: boolean('auto_split_enabled').notNull().default(true),
    /** The business's share in basis points: 9500 = 95%. */
    splitBasisPoints: integer('split_basis_points').notNull().default(BUSINESS_SHARE_BASIS_POINTS),
    isVerified: boolean('is_verified').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkBetween('business_payouts_split_range', t.splitBasisPoints, 0, 10000),
    checkMaxLength('business_payouts_mpesa_length', t.mpesaNumber, TEXT_LIMITS.phone),
    checkMaxLength('business_payouts_airtel_length', t.airtelNumber, TEXT_LIMITS.phone),
    checkMaxLength('business_payouts_bank_name_length', t.bankName, TEXT_LIMITS.name),
    checkMaxLength('business_payouts_account_number_length', t.bankAccountNumber, 34),
    checkMaxLength('business_payouts_holder_length', t.accountHolderName, TEXT_LIMITS.name),
  ],
);

/** A client's payment to a business, split between the business and the platform. */
export const clientBusinessTransactions = pgTable(
  'client_business_transactions',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    clientEmail: text('client_email'),
    clientPhone: text('client_phone'),
    amountMinor: integer('amount_minor').notNull(),
    platformFeeMinor: integer('platform_fee_minor').notNull(),
    businessAmountMinor: integer('business_amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** Our reference (CBP...), sent to the provider. */
    paymentReference: text('payment_reference')
      .notNull()
      .unique('client_business_transactions_reference_unique'),
    paystackReference: text('paystack_reference'),
    provider: text('provider').notNull(),
    paymentMethod: text('payment_method'),
    /** The provider's checkout page for this attempt, so a second 'Pay' reuses it. */
    checkoutUrl: text('checkout_url'),
    /** Card (the provider's checkout page) or an M-Pesa prompt; one open attempt per booking and channel. */
    channel: text('channel', { enum: PAYMENT_CHANNELS }).notNull().default('card'),
    /** The provider's id for the refund, once one was asked for. */
    refundReference: text('refund_reference'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Why a refund_due payment is owed back, kept so its answer never changes afterwards. */
    refundReason: text('refund_reason', { enum: REFUND_REASONS }),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkIn('client_business_transactions_status', t.status, TRANSACTION_STATUSES),
    checkIn('client_business_transactions_refund_reason', t.refundReason, REFUND_REASONS),
    // a booking is paid once: any further successful payment for it is refund_due, never completed
    uniqueIndex('client_business_transactions_one_completed_per_booking')
      .on(t.bookingId)
      .where(sql`${t.status} = 'completed'`),
    checkIn('client_business_transactions_currency', t.currency, CURRENCIES),
    checkIn('client_business_transactions_channel', t.channel, PAYMENT_CHANNELS),
    // what the reconciliation job walks: payments still open, and refunds not yet answered
    index('client_business_transactions_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} IN ('pending', 'refunding')`),
    // attempts ended by a cancellation: the provider may still take money on them for a while
    index('client_business_transactions_ended_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'cancelled'`),
    checkSql('client_business_transactions_amount_positive', sql`${t.amountMinor} > 0`),
    checkSql(
      'client_business_transactions_split_sums',
      sql`${t.platformFeeMinor} >= 0 AND ${t.businessAmountMinor} >= 0 AND ${t.platformFeeMinor} + ${t.businessAmountMinor} = ${t.amountMinor}`,
    ),
    index('client_business_transactions_business_created_idx').on(t.businessId, t.createdAt.desc()),
    index('client_business_transactions_booking_idx').on(t.bookingId),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .unique('subscriptions_business_unique')
      .references(() => businesses.id, { onDelete: 'cascade' }),
    planType: text('plan_type', { enum: PLAN_IDS }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** null means unlimited. */
    staffLimit: integer('staff_limit'),
    bookingsLimit: integer('bookings_limit'),
    paymentInterval: text('payment_interval', { enum: PAYMENT_INTERVALS }).notNull(),
    /** The period end the 'renew soon' mail was sent for, so each period is reminded once. */
    renewalReminderFor: timestamp('renewal_reminder_for', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkIn('subscriptions_plan_type', t.planType, PLAN_IDS),
    checkIn('subscriptions_status', t.status, SUBSCRIPTION_STATUSES),
    checkIn('subscriptions_payment_interval', t.paymentInterval, PAYMENT_INTERVALS),
    checkSql(
      'subscriptions_limits_positive',
      sql`${t.staffLimit} >= 0 AND ${t.bookingsLimit} >= 0`,
    ),
    checkSql(
      'subscriptions_trial_has_end',
      sql`${t.planType} <> 'trial' OR ${t.trialEndsAt} IS NOT NULL`,
    ),
    index('subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * The free trial, once per owner and once per business: a row here is the trial having been given,
 * whatever the business's subscription became since.
 */
export const trialGrants = pgTable('trial_grants', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  businessId: uuid('business_id')
    .unique('trial_grants_business_unique')
    .references(() => businesses.id, { onDelete: 'set null' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every payment attempt (subscriptions and client payments), as the provider reported it. */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
    paymentMethod: text('payment_method'),
    provider: text('provider').notNull(),
    paystackReference: text('paystack_reference').unique('payment_transactions_reference_unique'),
    transactionType: text('transaction_type', { enum: TRANSACTION_TYPES }).notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    /** Our reference for a subscription payment (SUB-...), the attempt's key from start to verify. */
    reference: text('reference').unique('payment_transactions_our_reference_unique'),
    /** The plan a subscription payment buys. */
    planType: text('plan_type', { enum: PLAN_IDS }),
    channel: text('channel', { enum: PAYMENT_CHANNELS }),
    /** The provider's checkout page for this attempt, so pressing Pay again reuses it. */
    checkoutUrl: text('checkout_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkIn('payment_transactions_status', t.status, TRANSACTION_STATUSES),
    checkIn('payment_transactions_plan_type', t.planType, PLAN_IDS),
    checkIn('payment_transactions_channel', t.channel, PAYMENT_CHANNELS),
    checkSql(
      'payment_transactions_subscription_has_plan',
      sql`${t.transactionType} <> 'subscription' OR (${t.planType} IS NOT NULL AND ${t.reference} IS NOT NULL)`,
    ),
    // what the reconciliation job walks for subscriptions: attempts still open
    index('payment_transactions_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    checkIn('payment_transactions_type', t.transactionType, TRANSACTION_TYPES),
    checkSql('payment_transactions_currency_upper', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    checkSql('payment_transactions_amount_positive', sql`${t.amountMinor} > 0`),
    index('payment_transactions_business_created_idx').on(t.businessId, t.createdAt.desc()),
  ],
);

const TEST_PAYMENT_STATUSES = ['pending', 'success', 'failed', 'cancelled'] as const;

/**
 * The built-in test payment provider's own ledger: what a payer chose on the test checkout page.
 * It stands where Paystack's records would, so the app verifies a test payment the same way.
 */
export const testProviderPayments = pgTable(
  'test_provider_payments',
  {
    reference: text('reference').primaryKey(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    email: text('email'),
    description: text('description').notNull(),
    callbackUrl: text('callback_url').notNull(),
    /** cancelled: the merchant ended it unpaid (its booking was cancelled); the page refuses it. */
    status: text('status', { enum: TEST_PAYMENT_STATUSES }).notNull().default('pending'),
    channel: text('channel', { enum: PAYMENT_CHANNELS }).notNull().default('card'),
    /** The phone an M-Pesa payment was asked of (the test prompt page shows it). */
    phone: text('phone'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    checkIn('test_provider_payments_status', t.status, TEST_PAYMENT_STATUSES),
    checkSql('test_provider_payments_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/**
 * Every webhook delivery we accepted (signature checked), once per event: Paystack may deliver an
 * event many times, at once, to any process; the unique key makes the first one the only one acted on.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: id(),
    provider: text('provider').notNull(),
    /** The provider's event, the transaction's id and our reference, e.g. charge.success:123:CBP-... */
    eventKey: text('event_key').notNull(),
    eventType: text('event_type').notNull(),
    reference: text('reference').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    unique('payment_webhook_events_key_unique').on(t.provider, t.eventKey),
    index('payment_webhook_events_reference_idx').on(t.reference),
  ],
);
