import type { DonationStatusAnswer } from "../../../shared/donations.ts";
import { formatDateTimeEat } from "../../../shared/format-date.ts";
import { formatKsh } from "../../../shared/format-money.ts";
import type { DonationStatusCopy } from "../../content/donate-mpesa.ts";
import { useLocale } from "../../lib/locale.ts";
import { buttonClass } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";

/** What the donor reads about one gift: what to do while it waits, then how it ended, in plain words. */
export function DonationStatusPanel({
  copy,
  answer,
  mailed,
}: {
  copy: DonationStatusCopy;
  answer: DonationStatusAnswer;
  mailed: boolean;
}) {
  const { status } = answer;
  const locale = useLocale();
  const said =
    status === "failed"
      ? { title: copy.failed.title, body: copy.failed.body[answer.reason ?? "other"] }
      : status === "paid"
        ? { title: copy.paid.title, body: mailed ? `${copy.paid.body} ${copy.paid.mailed}` : copy.paid.body }
        : copy[status];
  const good = status === "paid" || status === "review";
  const again = status === "cancelled" || status === "failed" || status === "expired";
  return (
    <div
      role="status"
      aria-live="polite"
      className="rounded-card border border-line bg-white p-6 text-center shadow-card sm:p-8"
    >
      <span
        className={`mx-auto inline-flex size-12 items-center justify-center rounded-full ${good ? "bg-brand-700 text-white" : "bg-gold-100 text-brand-900"}`}
      >
        <Icon name={good ? "check" : status === "pending" ? "phone" : "refresh"} />
      </span>
      <h1 className="mt-4 font-display text-2xl font-bold text-brand-800 sm:text-3xl">{said.title}</h1>
      <p className="mt-2 text-muted">{said.body}</p>
      <dl className="mx-auto mt-6 max-w-sm divide-y divide-line rounded-xl border border-line bg-paper px-4 text-left">
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-muted">{copy.amount}</dt>
          <dd className="font-semibold">{formatKsh(answer.amount)}</dd>
        </div>
        {answer.receipt && (
          <div className="flex justify-between gap-4 py-2">
            <dt className="text-muted">{copy.receipt}</dt>
            <dd className="font-mono font-semibold">{answer.receipt}</dd>
          </div>
        )}
        {answer.receipt_pending && (
          <div className="flex justify-between gap-4 py-2">
            <dt className="text-muted">{copy.receipt}</dt>
            <dd className="text-right">{copy.receiptPending}</dd>
          </div>
        )}
        {answer.paid_at && (
          <div className="flex justify-between gap-4 py-2">
            <dt className="text-muted">{copy.date}</dt>
            <dd className="font-semibold">{formatDateTimeEat(answer.paid_at, locale)}</dd>
          </div>
        )}
      </dl>
      {status === "pending" && <p className="mt-4 text-sm text-muted">{copy.stillWaiting}</p>}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {again && (
          <a href="/donate#mpesa" className={buttonClass("primary")}>
            {copy.tryAgain}
          </a>
        )}
        {(again || status === "pending") && (
          <a href="/donate#mpesa-paybill" className={buttonClass("outline")}>
            {copy.paybillInstead}
          </a>
        )}
        {good && (
          <a href="/donate" className={buttonClass("outline")}>
            {copy.backToDonate}
          </a>
        )}
      </div>
    </div>
  );
}
