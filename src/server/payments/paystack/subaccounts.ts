import * as z from 'zod/mini';
import type { PaystackSend } from './request';

export interface SubaccountFields {
  businessName: string;
  /** Paystack's bank code (from its list of banks; M-Pesa wallets have their own codes). */
  settlementBank: string;
  accountNumber: string;
  /** The share of each payment that stays with us, the main account. */
  percentageCharge: number;
  description?: string;
  primaryContactEmail?: string;
  primaryContactName?: string;
  primaryContactPhone?: string;
  settlementSchedule?: 'auto' | 'weekly' | 'monthly' | 'manual';
  metadata?: Record<string, unknown>;
}

export interface Subaccount {
  subaccountCode: string;
  id: number;
  businessName: string;
  settlementBank: string;
  accountNumber: string;
  percentageCharge: number;
  isActive: boolean;
}

const SubaccountData = z.object({
  id: z.number(),
  subaccount_code: z.string(),
  business_name: z.string(),
  settlement_bank: z.string(),
  account_number: z.string(),
  percentage_charge: z.number(),
  active: z.optional(z.boolean()),
});

function toBody(fields: Partial<SubaccountFields> & { active?: boolean }) {
  return {
    business_name: fields.businessName,
    settlement_bank: fields.settlementBank,
    account_number: fields.accountNumber,
    percentage_charge: fields.percentageCharge,
    description: fields.description,
    primary_contact_email: fields.primaryContactEmail,
    primary_contact_name: fields.primaryContactName,
    primary_contact_phone: fields.primaryContactPhone,
    settlement_schedule: fields.settlementSchedule,
    metadata: fields.metadata,
    active: fields.active,
  };
}

function toSubaccount(data: z.infer<typeof SubaccountData>): Subaccount {
  return {
    subaccountCode: data.subaccount_code,
    id: data.id,
    businessName: data.business_name,
    settlementBank: data.settlement_bank,
    accountNumber: data.account_number,
    percentageCharge: data.percentage_charge,
    // Paystack leaves `active` out of some answers; a new subaccount is active
    isActive: data.active ?? true,
  };
}

export function subaccountMethods(send: PaystackSend) {
  return {
    async createSubaccount(fields: SubaccountFields): Promise<Subaccount> {
      const data = await send(
        { method: 'POST', path: '/subaccount', body: toBody(fields) },
        SubaccountData,
      );
      return toSubaccount(data);
    },

    /** Changes only the fields given; `active: false` stops new payments splitting to it. */
    async updateSubaccount(
      code: string,
      fields: Partial<SubaccountFields> & { active?: boolean },
    ): Promise<Subaccount> {
      const data = await send(
        { method: 'PUT', path: `/subaccount/${encodeURIComponent(code)}`, body: toBody(fields) },
        SubaccountData,
      );
      return toSubaccount(data);
    },
  };
}
