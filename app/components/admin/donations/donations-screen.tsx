import { useQuery } from "@tanstack/react-query";
import { Fragment, useState } from "react";
import type { DonationStatus } from "../../../../shared/donations.ts";
import { formatKsh } from "../../../../shared/format-money.ts";
import type { donationsCopy } from "../../../content/admin-donations.ts";
import { Button } from "../../ui/button.tsx";
import { Badge, type BadgeTone } from "../../ui/card.tsx";
import { StaffList } from "../accounts/staff-list.tsx";
import { ExportButton } from "../form-kit/export-button.tsx";
import { DashboardSection } from "../form-kit/panel.tsx";
import { useAdminDates } from "../shell/admin-locale.tsx";
import { DonationFilters } from "./donation-filters.tsx";
import { DonationHistory } from "./donation-history.tsx";
import { type DonationFilter, donationKeys, donationsApi } from "./donations-api.ts";

const TONES: Record<DonationStatus, BadgeTone> = {
  pending: "gold",
  paid: "brand",
  cancelled: "grey",
  failed: "accent",
  expired: "grey",
  review: "purple",
};
const NO_FILTER: DonationFilter = { status: "", source: "", from: "", to: "", q: "" };

/** For the finance officer: donations by filter, the filter's totals, each one's history, and the CSV export. */
export function DonationsScreen({ copy, retryLabel }: { copy: typeof donationsCopy; retryLabel: string }) {
  const dates = useAdminDates();
  const [filter, setFilter] = useState(NO_FILTER);
  const [pages, setPages] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({
    queryKey: donationKeys.list(filter, pages),
    queryFn: async ({ signal }) => {
      const first = await donationsApi.list(filter, 0, signal);
      for (let page = 1; page < pages && first.items.length < first.total; page++) {
        first.items.push(...(await donationsApi.list(filter, page * 50, signal)).items);
      }
      return first;
    },
  });
  const totals = list.data?.totals;
  return (
    <DashboardSection id="donations" title={copy.title}>
      <p className="-mt-4 text-muted">{copy.intro}</p>
      <DonationFilters
        filter={filter}
        copy={copy}
        onChange={(next) => {
          setFilter(next);
          setPages(1);
        }}
      />
      <div className="flex flex-wrap items-center gap-6">
        {totals && (
          <dl className="flex flex-wrap gap-6" aria-live="polite">
            <div>
              <dt className="text-sm text-muted">{copy.totals.count}</dt>
              <dd className="text-2xl font-bold">{totals.count}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{copy.totals.paid}</dt>
              <dd className="text-2xl font-bold">{totals.paid_count}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{copy.totals.amount}</dt>
              <dd className="text-2xl font-bold">{formatKsh(totals.paid_amount)}</dd>
            </div>
          </dl>
        )}
        <ExportButton label={copy.export} onExport={() => donationsApi.exportCsv(filter)} />
      </div>
      <StaffList
        list={list}
        title={copy.title}
        retryLabel={retryLabel}
        empty={copy.empty}
        headers={[
          ...Object.values(copy.columns),
          <span key="open" className="sr-only">
            {copy.detail.open}
          </span>,
        ]}
      >
        {(items) =>
          items.map((d) => (
            <Fragment key={d.id}>
              <tr>
                <td className="px-4 py-2 whitespace-nowrap">{dates.eat(d.created_at)}</td>
                <td className="px-4 py-2 font-semibold">{formatKsh(d.paid_amount ?? d.amount)}</td>
                <td className="px-4 py-2">
                  <Badge tone={TONES[d.status]}>{copy.statuses[d.status]}</Badge>
                </td>
                <td className="px-4 py-2">{copy.sources[d.source]}</td>
                <td className="px-4 py-2 font-mono">{d.phone ?? "—"}</td>
                <td className="px-4 py-2 font-mono">
                  {d.receipt ?? (d.status === "paid" ? <span className="font-sans">{copy.receiptPending}</span> : "—")}
                </td>
                <td className="px-4 py-2">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-expanded={open === d.id}
                    onClick={() => setOpen(open === d.id ? null : d.id)}
                  >
                    {open === d.id ? copy.detail.close : copy.detail.open}
                  </Button>
                </td>
              </tr>
              {open === d.id && (
                <tr>
                  <td colSpan={7} className="p-0">
                    <DonationHistory id={d.id} copy={copy} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))
        }
      </StaffList>
      {list.data && list.data.items.length < list.data.total && (
        <Button variant="outline" size="sm" onClick={() => setPages(pages + 1)}>
          {copy.more}
        </Button>
      )}
    </DashboardSection>
  );
}
