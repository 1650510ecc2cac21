import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { formatKsh } from "../../../../shared/format-money.ts";
import type { donationsCopy } from "../../../content/admin-donations.ts";
import { Button } from "../../ui/button.tsx";
import { errorMessage } from "../form-kit/error-message.ts";
import { FormMessage } from "../form-kit/fields.tsx";
import { useAdminDates } from "../shell/admin-locale.tsx";
import { donationKeys, donationsApi } from "./donations-api.ts";

/** One donation's details and history (the raw callbacks and queries), with "check with M-Pesa" while it waits. */
export function DonationHistory({ id, copy }: { id: number; copy: typeof donationsCopy }) {
  const dates = useAdminDates();
  const client = useQueryClient();
  const detail = useQuery({ queryKey: donationKeys.detail(id), queryFn: ({ signal }) => donationsApi.get(id, signal) });
  const check = useMutation({
    mutationFn: () => donationsApi.check(id),
    onSuccess: (answer) => {
      client.setQueryData(donationKeys.detail(id), answer.donation);
      return client.invalidateQueries({ queryKey: ["admin", "donations", "list"] });
    },
  });
  if (detail.isError) return <FormMessage kind="error">{errorMessage(detail.error, copy.detail.title)}</FormMessage>;
  const d = detail.data;
  if (!d) return <p className="text-muted">…</p>;
  const facts: Array<[string, string]> = [
    [copy.detail.ref, d.ref],
    [copy.detail.asked, formatKsh(d.amount)],
    [copy.detail.paid, d.paid_amount === null ? "—" : formatKsh(d.paid_amount)],
    [copy.detail.name, d.name ?? "—"],
    [copy.detail.email, d.email ?? "—"],
  ];
  return (
    <div className="space-y-4 bg-paper p-4">
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="text-muted">{label}:</dt>
            <dd className="break-all font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {d.status === "pending" && (
        <Button size="sm" variant="secondary" disabled={check.isPending} onClick={() => check.mutate()}>
          {check.isPending ? copy.detail.checking : copy.detail.check}
        </Button>
      )}
      {check.data && (
        <FormMessage kind="success">{copy.detail.checked[check.data.outcome] ?? check.data.outcome}</FormMessage>
      )}
      {check.isError && <FormMessage kind="error">{errorMessage(check.error, copy.detail.check)}</FormMessage>}
      <h4 className="font-semibold">{copy.detail.title}</h4>
      <ol className="space-y-2 text-sm">
        {d.events.map((event) => (
          <li key={event.id} className="rounded-lg border border-line bg-white p-3">
            <p>
              <span className="text-muted">{dates.eat(event.created_at)}</span> · {event.detail}
            </p>
            {event.raw !== null && (
              <details className="mt-1">
                <summary className="cursor-pointer text-brand-700">{copy.detail.raw}</summary>
                <pre className="mt-2 overflow-x-auto whitespace-pre-wrap break-all text-xs">
                  {JSON.stringify(event.raw, null, 2)}
                </pre>
              </details>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
