import type { DonationDetails } from "../../../shared/donation-details.ts";
import { formatKsh } from "../../../shared/format-money.ts";
import { Dialog } from "../ui/dialog.tsx";
import { type InstructionsCopy, MobileMoneyInstructions } from "./method-instructions.tsx";

/** The gift the modal opens on: an amount chosen (0: none yet). */
export type DonationChoice = { amount: number };

/** The modal's words: its frame and the M-Pesa instructions, the way every gift from it goes. */
export type DonationModalCopy = Pick<InstructionsCopy, "modal" | "mobileMoney">;

/** The donation modal: closed, or open on how to give an amount by M-Pesa. */
export function DonationModal({
  choice,
  onClose,
  copy,
  details,
}: {
  details: DonationDetails;
  choice: DonationChoice | null;
  onClose: () => void;
  copy: DonationModalCopy;
}) {
  const modalCopy = copy.modal;
  return (
    <Dialog open={choice !== null} onClose={onClose} title={modalCopy.title}>
      {choice && (
        <div className="space-y-5">
          {choice.amount > 0 && (
            <p className="flex items-baseline justify-between rounded-xl bg-brand-800 px-4 py-3 text-white">
              <span className="text-sm text-brand-100">{modalCopy.amountLabel}</span>
              <span className="font-display text-2xl font-bold">{formatKsh(choice.amount)}</span>
            </p>
          )}
          <MobileMoneyInstructions copy={copy.mobileMoney} details={details} />
          <p className="rounded-xl border border-gold-300 bg-gold-100/60 p-4 text-sm text-ink">{modalCopy.thanks}</p>
        </div>
      )}
    </Dialog>
  );
}
