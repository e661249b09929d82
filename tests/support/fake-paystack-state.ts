/** What the fake Paystack remembers, kept apart from the HTTP server so handlers stay pure. */
export interface FakeTransaction {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  amountMinor: number;
  currency: string;
  /** 'abandoned' until paid, as Paystack reports an unpaid checkout; 'pending' while a phone prompt waits. */
  status: 'abandoned' | 'pending' | 'success' | 'failed';
  channel: 'card' | 'mobile_money' | null;
  callbackUrl: string | null;
  channels: string[] | null;
  subaccount: string | null;
  bearer: string | null;
  /** The flat share the main account keeps on a split payment, when the payment named one. */
  transactionChargeMinor: number | null;
  metadata: unknown;
  phone: string | null;
  paidAt: string | null;
  createdAt: string;
  refundedMinor: number;
}

export interface FakeSubaccount {
  id: number;
  subaccountCode: string;
  businessName: string;
  settlementBank: string;
  accountNumber: string;
  percentageCharge: number;
  description: string | null;
  primaryContactName: string | null;
  primaryContactEmail: string | null;
  primaryContactPhone: string | null;
  active: boolean;
}

export interface FakeRefund {
  id: number;
  transactionReference: string;
  amountMinor: number;
  currency: string;
  status: 'pending';
}

export interface FakePaystackState {
  /** By reference. */
  transactions: Map<string, FakeTransaction>;
  /** By subaccount code. */
  subaccounts: Map<string, FakeSubaccount>;
  refunds: FakeRefund[];
  currencies: string[];
  nextId: () => number;
}

export function createFakePaystackState(currencies: string[]): FakePaystackState {
  let id = 4_000_000;
  return {
    transactions: new Map(),
    subaccounts: new Map(),
    refunds: [],
    currencies,
    nextId: () => ++id,
  };
}

/** A transaction in the shape Paystack's verify endpoint and webhooks carry it. */
export function transactionData(transaction: FakeTransaction) {
  return {
    id: transaction.id,
    domain: 'test',
    status: transaction.status,
    reference: transaction.reference,
    amount: transaction.amountMinor,
    requested_amount: transaction.amountMinor,
    message: null,
    gateway_response: GATEWAY_RESPONSES[transaction.status],
    paid_at: transaction.paidAt,
    created_at: transaction.createdAt,
    channel: transaction.channel,
    currency: transaction.currency,
    metadata: transaction.metadata ?? '',
    fees: transaction.status === 'success' ? Math.round(transaction.amountMinor * 0.015) : null,
    customer: { email: transaction.email },
    subaccount: transaction.subaccount ? { subaccount_code: transaction.subaccount } : {},
    authorization:
      transaction.channel === 'mobile_money'
        ? { channel: 'mobile_money', bank: 'M-PESA', mobile_money_number: transaction.phone }
        : transaction.channel === 'card'
          ? { channel: 'card', card_type: 'visa', last4: '4081', bank: 'TEST BANK' }
          : {},
  };
}

const GATEWAY_RESPONSES: Record<FakeTransaction['status'], string> = {
  abandoned: 'The transaction was not completed',
  pending: 'Transaction ongoing',
  success: 'Approved',
  failed: 'Declined',
};

export function subaccountData(subaccount: FakeSubaccount) {
  return {
    id: subaccount.id,
    subaccount_code: subaccount.subaccountCode,
    business_name: subaccount.businessName,
    description: subaccount.description,
    primary_contact_name: subaccount.primaryContactName,
    primary_contact_email: subaccount.primaryContactEmail,
    primary_contact_phone: subaccount.primaryContactPhone,
    settlement_bank: subaccount.settlementBank,
    account_number: subaccount.accountNumber,
    percentage_charge: subaccount.percentageCharge,
    settlement_schedule: 'AUTO',
    active: subaccount.active,
    is_verified: false,
    currency: 'KES',
  };
}
