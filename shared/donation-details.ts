import type { SiteSettings } from "./site-settings.ts";

/** What the donate page and its modal show: the M-Pesa numbers and the bank transfer details. */
export type DonationDetails = {
  paybill: string;
  account: string;
  businessName: string;
  bankName: string | null;
  bankAccountName: string;
  bankAccountNumber: string | null;
  bankReferencePrefix: string;
};

export function donationDetails(settings: SiteSettings): DonationDetails {
  return {
    paybill: settings.mpesa_paybill ?? "",
    account: settings.mpesa_account ?? "",
    businessName: settings.mpesa_business_name ?? "",
    bankName: settings.bank_name,
    bankAccountName: settings.bank_account_name ?? "",
    bankAccountNumber: settings.bank_account_number,
    bankReferencePrefix: settings.bank_reference_prefix ?? "",
  };
}
