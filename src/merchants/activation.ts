import type { Db } from '../db';

// The business details a merchant submits for the operator's verification (`cli merchant
// verify` stays the operator's decision). The settlement account is kept as its last four
// digits and the name the bank resolved, never in full.

export type Activation = {
  businessName: string;
  registrationNumber: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  bankCode: string;
  accountLast4: string;
  accountName: string;
  submittedAt: string;
};

export async function saveActivation(db: Db, merchantId: string, a: Omit<Activation, 'submittedAt'>): Promise<void> {
  const row = {
    merchant_id: merchantId,
    business_name: a.businessName,
    registration_number: a.registrationNumber,
    contact_name: a.contactName,
    contact_email: a.contactEmail,
    contact_phone: a.contactPhone,
    bank_code: a.bankCode,
    account_last4: a.accountLast4,
    account_name: a.accountName,
  };
  const { merchant_id: _key, ...details } = row;
  await db`insert into merchant_activations ${db(row)}
           on conflict (merchant_id) do update set ${db(details)}, submitted_at = now()`;
}

type ActivationRow = {
  business_name: string;
  registration_number: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  bank_code: string;
  account_last4: string;
  account_name: string;
  submitted_at: Date;
};

export async function getActivation(db: Db, merchantId: string): Promise<Activation | undefined> {
  const [r] = await db<ActivationRow[]>`select * from merchant_activations where merchant_id = ${merchantId}`;
  return (
    r && {
      businessName: r.business_name,
      registrationNumber: r.registration_number,
      contactName: r.contact_name,
      contactEmail: r.contact_email,
      contactPhone: r.contact_phone,
      bankCode: r.bank_code,
      accountLast4: r.account_last4,
      accountName: r.account_name,
      submittedAt: r.submitted_at.toISOString(),
    }
  );
}
