import { useQuery } from "@tanstack/react-query";
import type { smsAdminCopy } from "../../../content/admin-sms.ts";
import { Badge } from "../../ui/card.tsx";
import { StaffList } from "../accounts/staff-list.tsx";
import { ExportButton } from "../form-kit/export-button.tsx";
import { DashboardSection } from "../form-kit/panel.tsx";
import { useAdminDates } from "../shell/admin-locale.tsx";
import { BroadcastComposer } from "./broadcast-composer.tsx";
import { smsApi, smsKeys } from "./sms-api.ts";

const TONES: Record<string, "gold" | "brand" | "grey"> = {
  scheduled: "gold",
  sending: "gold",
  sent: "brand",
  subscribed: "brand",
  unsubscribed: "grey",
};

/**
 * SMS for staff who may broadcast: the composer, the broadcasts with their
 * delivery figures, subscribers (phones masked but for Administrators) with
 * their consent and an export, and the suppressed numbers with their reason.
 */
export function SmsScreen({ copy, retryLabel }: { copy: typeof smsAdminCopy; retryLabel: string }) {
  const dates = useAdminDates();
  const subscribers = useQuery({ queryKey: smsKeys.subscribers, queryFn: ({ signal }) => smsApi.subscribers(signal) });
  const broadcasts = useQuery({
    queryKey: smsKeys.broadcasts,
    queryFn: ({ signal }) => smsApi.broadcasts(signal),
    refetchInterval: 15_000,
  });
  const suppressions = useQuery({
    queryKey: smsKeys.suppressions,
    queryFn: ({ signal }) => smsApi.suppressions(signal),
  });
  const items = subscribers.data?.items ?? [];
  const subscribed = (language: string) =>
    items.filter((s) => s.status === "subscribed" && s.language === language).length;
  const word = (table: Record<string, string>, key: string) => table[key] ?? key;
  return (
    <DashboardSection id="sms" title={copy.title}>
      <p className="-mt-4 text-muted">{copy.intro}</p>
      {subscribers.data && !subscribers.data.enabled ? <p role="status">{copy.off}</p> : null}
      {subscribers.data?.enabled ? (
        <BroadcastComposer
          copy={copy}
          subscribed={{ en: subscribed("en"), sw: subscribed("sw") }}
          costPerSegment={subscribers.data.cost_per_segment}
        />
      ) : null}

      <h3 className="font-display text-lg font-bold">{copy.broadcasts.title}</h3>
      <StaffList
        list={broadcasts}
        title={copy.broadcasts.title}
        retryLabel={retryLabel}
        empty={copy.broadcasts.empty}
        headers={Object.values(copy.broadcasts.columns)}
      >
        {(rows) =>
          rows.map((b) => (
            <tr key={b.id}>
              <td className="px-4 py-2">
                <p>{b.en}</p>
                <p className="text-muted" lang="sw">
                  {b.sw}
                </p>
              </td>
              <td className="px-4 py-2">
                <Badge tone={TONES[b.status] ?? "grey"}>{word(copy.broadcasts.statuses, b.status)}</Badge>
              </td>
              <td className="px-4 py-2">{dates.dateTime(b.send_at)}</td>
              <td className="px-4 py-2">{b.total}</td>
              <td className="px-4 py-2">{b.sent}</td>
              <td className="px-4 py-2">{b.delivered}</td>
              <td className="px-4 py-2">{b.failed}</td>
              <td className="px-4 py-2">KSh {b.cost_estimate.toFixed(2)}</td>
            </tr>
          ))
        }
      </StaffList>

      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-display text-lg font-bold">{copy.subscribers.title}</h3>
        <ExportButton label={copy.subscribers.export} onExport={smsApi.exportSubscribers} />
      </div>
      <StaffList
        list={subscribers}
        title={copy.subscribers.title}
        retryLabel={retryLabel}
        empty={copy.subscribers.empty}
        headers={Object.values(copy.subscribers.columns)}
      >
        {(rows) =>
          rows.map((s) => (
            <tr key={s.id}>
              <td className="px-4 py-2 font-mono">{s.phone}</td>
              <td className="px-4 py-2">{word(copy.languages, s.language)}</td>
              <td className="px-4 py-2">
                <Badge tone={TONES[s.status] ?? "grey"}>{word(copy.subscribers.statuses, s.status)}</Badge>
              </td>
              <td className="px-4 py-2" title={s.consent_wording}>
                {dates.dateTime(s.consent_at)}
              </td>
              <td className="px-4 py-2">{word(copy.subscribers.sources, s.consent_source)}</td>
            </tr>
          ))
        }
      </StaffList>

      <h3 className="font-display text-lg font-bold">{copy.suppressions.title}</h3>
      <p className="text-muted">{copy.suppressions.intro}</p>
      <StaffList
        list={suppressions}
        title={copy.suppressions.title}
        retryLabel={retryLabel}
        empty={copy.suppressions.empty}
        headers={Object.values(copy.suppressions.columns)}
      >
        {(rows) =>
          rows.map((s, i) => (
            <tr key={s.phone ?? `erased-${i}`}>
              <td className="px-4 py-2 font-mono">{s.phone ?? copy.suppressions.erased}</td>
              <td className="px-4 py-2">{word(copy.suppressions.reasons, s.reason)}</td>
              <td className="px-4 py-2">{s.detail ?? "—"}</td>
              <td className="px-4 py-2">{dates.dateTime(s.created_at)}</td>
            </tr>
          ))
        }
      </StaffList>
    </DashboardSection>
  );
}
