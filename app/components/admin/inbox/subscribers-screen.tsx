import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { subscribersCopy } from "../../../content/admin-inbox.ts";
import { Button } from "../../ui/button.tsx";
import { Badge } from "../../ui/card.tsx";
import { StaffList } from "../accounts/staff-list.tsx";
import { ExportButton } from "../form-kit/export-button.tsx";
import { DashboardSection } from "../form-kit/panel.tsx";
import { useAdminDates } from "../shell/admin-locale.tsx";
import { inboxApi, inboxKeys } from "./inbox-api.ts";
import { PrivacyRequests } from "./privacy-requests.tsx";

const TONES = { pending: "gold", confirmed: "brand", unsubscribed: "grey" } as const;

/** A suppression reason in the admin's language, then the mail server's own words ("hard: 550 5.1.1 …"). */
function stoppedReason(reason: string | null, words: (typeof subscribersCopy)["stoppedReasons"]): string {
  if (!reason) return "";
  const match = /^(hard|soft|complaint): (.*)$/s.exec(reason);
  if (!match) return reason;
  return `${words[match[1] as keyof typeof words]} (${match[2]})`;
}

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
  const dates = useAdminDates();
  const [status, setStatus] = useState("");
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
        <ExportButton label={copy.export} onExport={inboxApi.exportSubscribers} />
      </div>
      <StaffList
        list={list}
        title={copy.title}
        retryLabel={retryLabel}
        empty={copy.empty}
        headers={[
          copy.columns.email,
          copy.columns.status,
          copy.columns.source,
          copy.columns.language,
          copy.columns.date,
          copy.columns.stopped,
        ]}
      >
        {(items) =>
          items.map((s) => (
            <tr key={s.id}>
              <td className="px-4 py-2 break-all">{s.email}</td>
              <td className="px-4 py-2">
                <Badge tone={TONES[s.status as keyof typeof TONES] ?? "grey"}>
                  {copy.statuses[s.status as keyof typeof TONES] ?? s.status}
                </Badge>
              </td>
              <td className="px-4 py-2">{s.source}</td>
              <td className="px-4 py-2">{copy.languages[s.locale] ?? s.locale}</td>
              <td className="px-4 py-2">{dates.dateTime(s.confirmed_at ?? s.created_at)}</td>
              <td className="px-4 py-2">{stoppedReason(s.suppressed_reason, copy.stoppedReasons)}</td>
            </tr>
          ))
        }
      </StaffList>
      <PrivacyRequests
        copy={copy}
        emailInvalid={emailInvalid}
        onErased={() => client.invalidateQueries({ queryKey: ["admin"] })}
      />
    </DashboardSection>
  );
}
