import type { PaystackEnv } from '../env';
import { paymentAnswers } from '../messages/payment-answers';
import { createPaystackClient, type PaystackClient } from './paystack/client';
import { PaystackError, PaystackUnavailableError } from './paystack/errors';
import { isPaystackSignature } from './paystack/signature';
import type { PaystackBank } from './paystack/banks';
import {
  PayoutSetupError,
  type PaymentEvent,
  type PaymentInit,
  type PaymentProvider,
  type SubaccountRequest,
  type VerifiedPayment,
} from './provider';

/** Paystack's transaction statuses as ours: anything not yet settled either way is pending. */
function statusOf(paystackStatus: string): VerifiedPayment['status'] {
  if (paystackStatus === 'success') return 'success';
  if (paystackStatus === 'failed' || paystackStatus === 'reversed') return 'failed';
  // abandoned (a checkout left open can still be paid), ongoing, pending, processing, queued, send_*
  return 'pending';
}

/** The business's share goes to its subaccount; the platform keeps its fee, the business bears Paystack's. */
function splitOf(payment: PaymentInit) {
  if (!payment.subaccount) return {};
  return {
    subaccount: payment.subaccount,
    transactionChargeMinor: payment.platformFeeMinor,
    bearer: 'subaccount' as const,
  };
}

const ALREADY_REFUNDED = /fully reversed|already been refunded|fully refunded/i;

function settlementBankOf(banks: PaystackBank[], request: SubaccountRequest): PaystackBank {
  const active = banks.filter((bank) => bank.active);
  const { settlement } = request;
  if (settlement.kind !== 'bank') {
    const pattern = settlement.kind === 'mpesa' ? /m-?pesa/i : /airtel/i;
    const wallet = active.find((bank) => pattern.test(bank.name));
    const name = settlement.kind === 'mpesa' ? 'M-Pesa' : 'Airtel Money';
    if (!wallet) throw new PayoutSetupError(paymentAnswers('payout.noWallet', { wallet: name }));
    return wallet;
  }
  const wanted = settlement.bankName.trim().toLowerCase();
  const bank =
    active.find((candidate) => candidate.name.toLowerCase() === wanted) ??
    active.find((candidate) => candidate.name.toLowerCase().includes(wanted));
  if (!bank) {
    const example = active.find((b) => b.type !== 'mobile_money')?.name ?? 'Equity Bank';
    throw new PayoutSetupError(
      paymentAnswers('payout.noBank', { bank: settlement.bankName, example }),
    );
  }
  return bank;
}

/** Paystack as the payment provider: hosted checkout for cards, M-Pesa prompts, split to subaccounts. */
export function createPaystackProvider(
  env: PaystackEnv,
  client: PaystackClient = createPaystackClient({
    secretKey: env.secretKey,
    baseUrl: env.apiUrl,
  }),
): PaymentProvider {
  return {
    id: 'paystack',
    async initialize(payment) {
      const started = await client.initializeTransaction({
        email: payment.email,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        reference: payment.reference,
        callbackUrl: payment.callbackUrl,
        channels: ['card', 'mobile_money'],
        metadata: payment.metadata,
        ...splitOf(payment),
      });
      return { checkoutUrl: started.authorizationUrl };
    },
    async chargeMobileMoney(payment) {
      const charge = await client.chargeMobileMoney({
        email: payment.email,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        reference: payment.reference,
        phone: payment.phone,
        provider: 'mpesa',
        metadata: payment.metadata,
        ...splitOf(payment),
      });
      return {
        status:
          charge.status === 'success'
            ? 'success'
            : charge.status === 'failed'
              ? 'failed'
              : 'pending',
        displayText: charge.displayText,
        testPromptUrl: null,
      };
    },
    async verify(reference) {
      const transaction = await client.verifyTransaction(reference);
      if (!transaction) return null;
      const status = statusOf(transaction.status);
      return {
        reference,
        status,
        amountMinor: transaction.amountMinor,
        currency: transaction.currency,
        providerReference: status === 'success' ? String(transaction.id) : null,
        method:
          status === 'success'
            ? transaction.channel === 'mobile_money'
              ? 'mpesa'
              : (transaction.channel ?? 'card')
            : null,
      };
    },
    parseWebhook(rawBody, headers): PaymentEvent | null {
      if (!isPaystackSignature(rawBody, headers.get('x-paystack-signature'), env.secretKey))
        return null;
      let event: { event?: unknown; data?: { reference?: unknown; id?: unknown } };
      try {
        event = JSON.parse(rawBody) as typeof event;
      } catch {
        return null;
      }
      const type = event.event;
      const reference = event.data?.reference;
      if ((type !== 'charge.success' && type !== 'charge.failed') || typeof reference !== 'string')
        return null;
      const transactionId =
        typeof event.data?.id === 'number' || typeof event.data?.id === 'string'
          ? String(event.data.id)
          : '';
      return { type, reference, key: `${type}:${transactionId}:${reference}` };
    },
    async refund({ reference, amountMinor, reason }) {
      try {
        const refund = await client.createRefund({
          transaction: reference,
          amountMinor,
          merchantNote: reason,
          customerNote: reason,
        });
        return { refundReference: String(refund.id), wasAlreadyRefunded: false };
      } catch (error) {
        if (error instanceof PaystackError && ALREADY_REFUNDED.test(error.message))
          return { refundReference: `already:${reference}`, wasAlreadyRefunded: true };
        throw error;
      }
    },
    async saveSubaccount(existingCode, request) {
      try {
        const banks = await client.listBanks('KES');
        const bank = settlementBankOf(banks, request);
        const fields = {
          businessName: request.businessName,
          settlementBank: bank.code,
          // owners may type an account number in groups ('0123 4567 8901'); Paystack takes digits
          accountNumber:
            request.settlement.kind === 'bank'
              ? request.settlement.accountNumber.replace(/[\s-]/g, '')
              : request.settlement.number,
          percentageCharge: request.platformPercentage,
          primaryContactEmail: request.contactEmail ?? undefined,
          primaryContactName: request.contactName ?? undefined,
          primaryContactPhone: request.contactPhone ?? undefined,
        };
        const saved = existingCode
          ? await client.updateSubaccount(existingCode, { ...fields, active: true })
          : await client.createSubaccount(fields);
        return saved.subaccountCode;
      } catch (error) {
        if (error instanceof PayoutSetupError) throw error;
        if (error instanceof PaystackUnavailableError)
          throw new PayoutSetupError(paymentAnswers('payout.unreachable'));
        if (error instanceof PaystackError)
          throw new PayoutSetupError(paymentAnswers('payout.refused', { reason: error.message }));
        throw error;
      }
    },
  };
}
