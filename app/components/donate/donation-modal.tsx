import type { DonationDetails } from "../../../shared/donation-details.ts";
import { formatKsh } from "../../../shared/format-money.ts";
import { Dialog } from "../ui/dialog.tsx";
import { type InstructionsCopy, MethodInstructions } from "./method-instructions.tsx";

export type DonationChoice = { amount: number; method: string };

/** The donation modal: closed, or open with an amount and a method. */
export function DonationModal({
  choice,
  onClose,
  onChoose,
  copy,
  details,
}: {
  details: DonationDetails;
  choice: DonationChoice | null;
  onClose: () => void;
  onChoose: (choice: DonationChoice) => void;
  copy: InstructionsCopy;
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
          <MethodInstructions
            copy={copy}
            details={details}
            method={choice.method}
            onChoose={(method) => onChoose({ ...choice, method })}
          />
          <p className="rounded-xl border border-gold-300 bg-gold-100/60 p-4 text-sm text-ink">{modalCopy.thanks}</p>
        </div>
      )}
    </Dialog>
  );
}
