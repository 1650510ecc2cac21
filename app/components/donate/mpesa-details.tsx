import { useEffect, useState } from "react";
import { DetailRow, Steps } from "./detail-row.tsx";

export type MpesaCopy = {
  fields: { paybill: string; account: string; business: string };
  steps: string[];
};

export type MpesaNumbers = { paybill: string; account: string; businessName: string };

/**
 * The paybill, account number and business name with the M-Pesa steps: in the
 * server's HTML (readable without JavaScript), with copy buttons once the page
 * is interactive. Used on /donate and in the donation modal.
 */
export function MpesaDetails({
  copy,
  numbers,
  className = "",
}: {
  copy: MpesaCopy;
  numbers: MpesaNumbers;
  className?: string;
}) {
  // A copy button needs JavaScript: it appears once the page has hydrated.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  return (
    <div className={className}>
      <dl className="mt-3 divide-y divide-line rounded-xl border border-line bg-paper px-4">
        <DetailRow label={copy.fields.paybill} value={numbers.paybill} copy={interactive} />
        <DetailRow label={copy.fields.account} value={numbers.account} copy={interactive} />
        <DetailRow label={copy.fields.business} value={numbers.businessName} copy={interactive} />
      </dl>
      <Steps steps={copy.steps} />
    </div>
  );
}
