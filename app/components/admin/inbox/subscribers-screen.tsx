import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { eatDateTime } from "../../../../shared/east-africa-time.ts";
import type { subscribersCopy } from "../../../content/admin-inbox.ts";
import { Button } from "../../ui/button.tsx";
import { Badge } from "../../ui/card.tsx";
import { LoadFailed } from "../admin-sections.tsx";
import { errorMessage } from "../error-message.ts";
import { FormMessage } from "../fields.tsx";
import { DashboardSection } from "../panel.tsx";
import { inboxApi, inboxKeys } from "./inbox-api.ts";
import { PrivacyRequests } from "./privacy-requests.tsx";

const TONES = { pending: "gold", confirmed: "brand", unsubscribed: "grey" } as const;

/** Newsletter subscribers by state, the CSV export of confirmed ones, and access and erasure requests. */
export function SubscribersScreen({
  copy,
  retryLabel,
  emailInvalid,
}: {
  copy: typeof subscribersCopy;
  retryLabel: string;
  emailInvalid: string;
}) {
  const [status, setStatus] = useState("");
  const [exportError, setExportError] = useState("");
  const client = useQueryClient();
  const list = useQuery({
    queryKey: inboxKeys.subscribers(status),
    queryFn: ({ signal }) => inboxApi.subscribers(status, signal),
  });
  const counts = list.data?.counts;
  return (
    <DashboardSection id="subscribers" title={copy.title}>
      <p className="-mt-4 text-muted">{copy.intro}</p>
      <div className="flex flex-wrap items-center gap-2">
        {(["", "pending", "confirmed", "unsubscribed"] as const).map((s) => (
          <Button
            key={s || "all"}
            size="sm"
            variant={status === s ? "primary" : "outline"}
            aria-pressed={status === s}
            onClick={() => setStatus(s)}
          >
            {s ? copy.statuses[s] : copy.all}
            {s && counts ? ` (${counts[s] ?? 0})` : ""}
          </Button>
        ))}
        <Button
          size="sm"
          variant="secondary"
          className="ml-auto"
          onClick={() =>
            inboxApi
              .exportSubscribers()
              .then(() => setExportError(""))
              .catch((e: unknown) => setExportError(errorMessage(e, copy.export)))
          }
        >
          {copy.export}
        </Button>
      </div>
      <FormMessage kind="error">{exportError}</FormMessage>
      {list.isError && (
        <LoadFailed
          message={errorMessage(list.error, copy.title)}
          retryLabel={retryLabel}
          onRetry={() => list.refetch()}
        />
      )}
      {list.data &&
        (list.data.items.length === 0 ? (
          <p className="rounded-card bg-white p-6 text-muted">{copy.empty}</p>
        ) : (
          <div className="overflow-x-auto rounded-card border border-line bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-paper text-ink">
                <tr>
                  <th className="px-4 py-2">{copy.columns.email}</th>
                  <th className="px-4 py-2">{copy.columns.status}</th>
                  <th className="px-4 py-2">{copy.columns.source}</th>
                  <th className="px-4 py-2">{copy.columns.date}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {list.data.items.map((s) => (
                  <tr key={s.id}>
                    <td className="px-4 py-2 break-all">{s.email}</td>
                    <td className="px-4 py-2">
                      <Badge tone={TONES[s.status as keyof typeof TONES] ?? "grey"}>
                        {copy.statuses[s.status as keyof typeof TONES] ?? s.status}
                      </Badge>
                    </td>
                    <td className="px-4 py-2">{s.source}</td>
                    <td className="px-4 py-2">{eatDateTime(s.confirmed_at ?? s.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      <PrivacyRequests
        copy={copy}
        emailInvalid={emailInvalid}
        onErased={() => client.invalidateQueries({ queryKey: ["admin"] })}
      />
    </DashboardSection>
  );
}
