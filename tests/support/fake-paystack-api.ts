import { randomBytes } from 'node:crypto';
import {
  subaccountData,
  transactionData,
  type FakePaystackState,
  type FakeTransaction,
} from './fake-paystack-state';

export interface FakeAnswer {
  status: number;
  body: Record<string, unknown>;
}

type Body = Record<string, unknown>;

const ok = (message: string, data: unknown, status = 200): FakeAnswer => ({
  status,
  body: { status: true, message, data },
});
const refuse = (status: number, message: string, code?: string): FakeAnswer => ({
  status,
  body: { status: false, message, ...(code ? { type: 'validation_error', code } : {}) },
});
const notFound = () => refuse(400, 'Transaction reference not found', 'transaction_not_found');

/** Paystack's REST endpoints that Miadi uses, answering with the documented envelope and shapes. */
export function answerApi(
  state: FakePaystackState,
  request: { method: string; path: string; body: Body; publicUrl: string },
): FakeAnswer {
  const { method, path, body } = request;
  const [, resource = '', param] = path.split('/');
  const key = param === undefined ? undefined : decodeURIComponent(param);
  if (method === 'POST' && path === '/transaction/initialize')
    return initialize(state, body, request.publicUrl);
  if (method === 'GET' && path.startsWith('/transaction/verify/'))
    return verify(state, decodeURIComponent(path.slice('/transaction/verify/'.length)));
  if (method === 'POST' && path === '/charge') return charge(state, body);
  if (method === 'GET' && resource === 'charge' && key) return chargeState(state, key);
  if (method === 'POST' && path === '/subaccount') return createSubaccount(state, body);
  if (method === 'PUT' && resource === 'subaccount' && key)
    return updateSubaccount(state, key, body);
  if (method === 'POST' && path === '/refund') return refund(state, body);
  if (method === 'GET' && path === '/bank') return ok('Banks retrieved', BANKS);
  return refuse(404, 'Route not found');
}

/** Checks shared by a checkout and a direct charge; answers a refusal or the amount to use. */
function checkPayment(state: FakePaystackState, body: Body): FakeAnswer | FakeTransaction {
  const email = body.email;
  if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    return refuse(400, 'Invalid Email Address Passed');
  const amount = body.amount;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
    return refuse(400, 'Invalid Amount Sent');
  // without a currency Paystack uses the integration's own, which for a Kenyan business is KES
  const currency = body.currency ?? state.currencies[0];
  if (typeof currency !== 'string' || !state.currencies.includes(currency))
    return refuse(403, 'Currency not supported by merchant');
  const reference =
    typeof body.reference === 'string' && body.reference ? body.reference : `T${state.nextId()}`;
  if (state.transactions.has(reference)) return refuse(400, 'Duplicate Transaction Reference');
  return {
    id: state.nextId(),
    reference,
    accessCode: randomBytes(8).toString('hex'),
    email,
    amountMinor: amount,
    currency,
    status: 'abandoned',
    channel: null,
    callbackUrl: typeof body.callback_url === 'string' ? body.callback_url : null,
    channels: Array.isArray(body.channels) ? body.channels.map(String) : null,
    subaccount: typeof body.subaccount === 'string' ? body.subaccount : null,
    bearer: typeof body.bearer === 'string' ? body.bearer : null,
    transactionChargeMinor:
      typeof body.transaction_charge === 'number' ? body.transaction_charge : null,
    metadata: body.metadata ?? null,
    phone: null,
    paidAt: null,
    createdAt: new Date().toISOString(),
    refundedMinor: 0,
  };
}

function initialize(state: FakePaystackState, body: Body, publicUrl: string): FakeAnswer {
  const transaction = checkPayment(state, body);
  if ('body' in transaction) return transaction;
  state.transactions.set(transaction.reference, transaction);
  return ok('Authorization URL created', {
    authorization_url: `${publicUrl}/checkout/${transaction.accessCode}`,
    access_code: transaction.accessCode,
    reference: transaction.reference,
  });
}

function verify(state: FakePaystackState, reference: string): FakeAnswer {
  const transaction = state.transactions.get(reference);
  return transaction ? ok('Verification successful', transactionData(transaction)) : notFound();
}

function charge(state: FakePaystackState, body: Body): FakeAnswer {
  const mobileMoney = body.mobile_money as { phone?: unknown; provider?: unknown } | undefined;
  if (!mobileMoney || typeof mobileMoney !== 'object')
    return refuse(400, 'This fake only charges mobile_money');
  if (typeof mobileMoney.phone !== 'string' || !/^\+?\d{9,15}$/.test(mobileMoney.phone))
    return refuse(400, 'Invalid phone number');
  if (mobileMoney.provider !== 'mpesa' && mobileMoney.provider !== 'mpesa_offline')
    return refuse(400, 'Invalid provider');
  const transaction = checkPayment(state, body);
  if ('body' in transaction) return transaction;
  transaction.status = 'pending';
  transaction.channel = 'mobile_money';
  transaction.phone = mobileMoney.phone;
  state.transactions.set(transaction.reference, transaction);
  return ok('Charge attempted', chargeData(transaction));
}

function chargeState(state: FakePaystackState, reference: string): FakeAnswer {
  const transaction = state.transactions.get(reference);
  return transaction ? ok('Reference check successful', chargeData(transaction)) : notFound();
}

function chargeData(transaction: FakeTransaction) {
  if (transaction.status === 'pending' || transaction.status === 'abandoned') {
    return {
      reference: transaction.reference,
      status: 'pay_offline',
      display_text: 'Please complete authorization process on your mobile phone',
    };
  }
  return { ...transactionData(transaction), status: transaction.status };
}

function createSubaccount(state: FakePaystackState, body: Body): FakeAnswer {
  const { business_name, settlement_bank, account_number, percentage_charge } = body;
  if (typeof business_name !== 'string' || !business_name.trim())
    return refuse(400, 'Business name is required');
  if (typeof settlement_bank !== 'string' || !settlement_bank)
    return refuse(400, 'Settlement bank is required');
  if (!BANKS.some((bank) => bank.code === settlement_bank))
    return refuse(400, 'Invalid settlement bank');
  if (typeof account_number !== 'string' || !/^\d{6,20}$/.test(account_number))
    return refuse(400, 'Account number is invalid');
  if (!isPercentage(percentage_charge)) return refuse(400, 'Percentage charge is invalid');
  const id = state.nextId();
  const subaccountCode = `ACCT_${randomBytes(7).toString('hex')}`;
  const subaccount = {
    id,
    subaccountCode,
    businessName: business_name,
    settlementBank: settlement_bank,
    accountNumber: account_number,
    percentageCharge: percentage_charge,
    description: stringOrNull(body.description),
    primaryContactName: stringOrNull(body.primary_contact_name),
    primaryContactEmail: stringOrNull(body.primary_contact_email),
    primaryContactPhone: stringOrNull(body.primary_contact_phone),
    active: true,
  };
  state.subaccounts.set(subaccountCode, subaccount);
  return ok('Subaccount created', subaccountData(subaccount), 201);
}

function updateSubaccount(state: FakePaystackState, code: string, body: Body): FakeAnswer {
  const subaccount = state.subaccounts.get(code);
  if (!subaccount) return refuse(404, 'Subaccount not found');
  if (body.percentage_charge !== undefined && !isPercentage(body.percentage_charge))
    return refuse(400, 'Percentage charge is invalid');
  if (typeof body.business_name === 'string') subaccount.businessName = body.business_name;
  if (typeof body.settlement_bank === 'string') subaccount.settlementBank = body.settlement_bank;
  if (typeof body.account_number === 'string') subaccount.accountNumber = body.account_number;
  if (typeof body.percentage_charge === 'number')
    subaccount.percentageCharge = body.percentage_charge;
  if (typeof body.description === 'string') subaccount.description = body.description;
  if (typeof body.primary_contact_name === 'string')
    subaccount.primaryContactName = body.primary_contact_name;
  if (typeof body.active === 'boolean') subaccount.active = body.active;
  return ok('Subaccount updated', subaccountData(subaccount));
}

function refund(state: FakePaystackState, body: Body): FakeAnswer {
  const transaction = [...state.transactions.values()].find(
    (candidate) =>
      candidate.reference === body.transaction || String(candidate.id) === String(body.transaction),
  );
  if (!transaction) return refuse(404, 'Transaction not found');
  if (transaction.status !== 'success')
    return refuse(400, 'Cannot refund a transaction that was not successful');
  const remaining = transaction.amountMinor - transaction.refundedMinor;
  if (remaining === 0) return refuse(400, 'Transaction has been fully reversed');
  const amount = body.amount ?? remaining;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
    return refuse(400, 'Invalid Amount Sent');
  if (amount > remaining)
    return refuse(400, 'Refund amount cannot be more than the unrefunded transaction amount');
  transaction.refundedMinor += amount;
  const created = {
    id: state.nextId(),
    transactionReference: transaction.reference,
    amountMinor: amount,
    currency: transaction.currency,
    status: 'pending' as const,
  };
  state.refunds.push(created);
  return ok('Refund has been queued for processing', {
    id: created.id,
    transaction: transactionData(transaction),
    amount,
    deducted_amount: 0,
    fully_deducted: false,
    currency: created.currency,
    channel: transaction.channel,
    status: created.status,
    customer_note:
      stringOrNull(body.customer_note) ?? `Refund for transaction ${transaction.reference}`,
    merchant_note:
      stringOrNull(body.merchant_note) ?? `Refund for transaction ${transaction.reference}`,
    domain: 'test',
    createdAt: new Date().toISOString(),
  });
}

/** Part of Paystack's list of Kenyan settlement banks and wallets (GET /bank?currency=KES). */
const BANKS = [
  {
    id: 1,
    name: 'Equity Bank',
    slug: 'equity-bank-ke',
    code: '68',
    type: 'kepss',
    currency: 'KES',
    active: true,
  },
  {
    id: 2,
    name: 'KCB Bank',
    slug: 'kcb-bank-ke',
    code: '01',
    type: 'kepss',
    currency: 'KES',
    active: true,
  },
  {
    id: 3,
    name: 'Co-operative Bank of Kenya',
    slug: 'coop-bank-ke',
    code: '11',
    type: 'kepss',
    currency: 'KES',
    active: true,
  },
  {
    id: 4,
    name: 'M-PESA',
    slug: 'mpesa',
    code: 'MPESA',
    type: 'mobile_money',
    currency: 'KES',
    active: true,
  },
  {
    id: 5,
    name: 'Airtel Money',
    slug: 'airtel-money-ke',
    code: 'AIRTELKE',
    type: 'mobile_money',
    currency: 'KES',
    active: true,
  },
];

function isPercentage(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
