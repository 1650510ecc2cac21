import type { DonationDetails } from "../../../shared/donation-details.ts";
import type { bankTransfer, cardPayment, inKind, mobileMoney, modalCopy } from "../../content/donate-instructions.ts";
import { contactHref } from "../../lib/links.ts";
import { ButtonLink } from "../ui/button.tsx";
import { DetailRow, Steps } from "./detail-row.tsx";
import { MpesaDetails } from "./mpesa-details.tsx";

const heading = "font-display text-lg font-bold text-brand-800";
const details = "mt-3 divide-y divide-line rounded-xl border border-line bg-paper px-4";

/** Each way of giving's instructions, and the words around them. */
export type InstructionsCopy = {
  modal: typeof modalCopy;
  mobileMoney: typeof mobileMoney;
  cardPayment: typeof cardPayment;
  bankTransfer: typeof bankTransfer;
  inKind: typeof inKind;
};

/** How to give by M-Pesa: the paybill details, with copy buttons once the page works (the modal and the ways to give). */
export function MobileMoneyInstructions({
  copy,
  details: donations,
}: {
  copy: typeof mobileMoney;
  details: DonationDetails;
}) {
  return (
    <section aria-label={copy.heading}>
      <h3 className={heading}>{copy.heading}</h3>
      <MpesaDetails copy={copy} numbers={donations} />
    </section>
  );
}

/**
 * What to do for each donation method; any other method gets a prompt to choose
 * one. "Use mobile money" is a plain link to the page's M-Pesa details (`mobileMoneyHref`).
 */
export function MethodInstructions({
  copy,
  details: donations,
  method,
  mobileMoneyHref = "#mpesa",
}: {
  copy: InstructionsCopy;
  /** the paybill and bank details in force (site settings) */
  details: DonationDetails;
  method: string;
  mobileMoneyHref?: string;
}) {
  const { mobileMoney, cardPayment, bankTransfer, inKind, modal } = copy;
  switch (method) {
    case "Mobile Money":
      return <MobileMoneyInstructions copy={mobileMoney} details={donations} />;
    case "Credit/Debit Card":
      return (
        <section aria-label={cardPayment.heading}>
          <h3 className={heading}>{cardPayment.heading}</h3>
          <p className="mt-2 text-muted">{cardPayment.body}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <ButtonLink to={mobileMoneyHref}>{cardPayment.useMobileMoney}</ButtonLink>
            <ButtonLink to={contactHref(cardPayment.contactSubject)} variant="outline">
              {cardPayment.contact}
            </ButtonLink>
          </div>
        </section>
      );
    case "Bank Transfer":
      return (
        <section aria-label={bankTransfer.heading}>
          <h3 className={heading}>{bankTransfer.heading}</h3>
          <dl className={details}>
            {donations.bankName && <DetailRow label={bankTransfer.fields.bank} value={donations.bankName} />}
            <DetailRow label={bankTransfer.fields.accountName} value={donations.bankAccountName} />
            <DetailRow
              label={bankTransfer.fields.accountNumber}
              value={donations.bankAccountNumber ?? bankTransfer.accountNumberValue}
            />
            <DetailRow
              label={bankTransfer.fields.reference}
              value={`${donations.bankReferencePrefix}-${bankTransfer.referenceName}`}
            />
          </dl>
          {!donations.bankAccountNumber && <p className="mt-3 text-sm text-muted">{bankTransfer.note}</p>}
          <ButtonLink to={contactHref(bankTransfer.contactSubject)} variant="outline" className="mt-4">
            {bankTransfer.contact}
          </ButtonLink>
        </section>
      );
    case "In-Kind":
      return (
        <section aria-label={inKind.heading}>
          <h3 className={heading}>{inKind.heading}</h3>
          <p className="mt-3 font-semibold">{inKind.acceptedTitle}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-muted">
            {inKind.accepted.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <Steps steps={inKind.steps} />
          <ButtonLink to={contactHref(inKind.contactSubject)} variant="outline" className="mt-4">
            {inKind.contact}
          </ButtonLink>
        </section>
      );
    default:
      return <p className="rounded-xl bg-gold-100 p-4 text-ink">{modal.chooseMethod}</p>;
  }
}
