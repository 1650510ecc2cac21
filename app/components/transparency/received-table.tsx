import type { TransparencyMonth } from "../../../shared/books.ts";

type Labels = {
  caption: string;
  month: string;
  total: string;
  gifts: string;
  channels: { stk: string; paybill: string; bank: string };
  splitHidden: string;
};

/**
 * The months of the chart as a table, newest first: each month's total, number
 * of gifts and how they came in (hidden for a month with too few gifts).
 */
export function ReceivedTable({
  months,
  labels,
  monthLabel,
  amount,
  channelsHeading,
}: {
  months: TransparencyMonth[];
  labels: Labels;
  monthLabel: (month: string) => string;
  amount: (value: number) => string;
  /** the heading of the column that splits a month by channel */
  channelsHeading: string;
}) {
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-white shadow-card">
      <table className="w-full text-left text-sm">
        <caption className="p-4 text-left font-semibold text-brand-800">{labels.caption}</caption>
        <thead className="bg-brand-50 text-brand-800">
          <tr>
            <th scope="col" className="px-3 py-2">
              {labels.month}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {labels.total}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {labels.gifts}
            </th>
            <th scope="col" className="px-3 py-2">
              {channelsHeading}
            </th>
          </tr>
        </thead>
        <tbody>
          {[...months].reverse().map((m) => (
            <tr key={m.month} className="border-t border-line align-top">
              <th scope="row" className="whitespace-nowrap px-3 py-2 font-medium">
                {monthLabel(m.month)}
              </th>
              <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{amount(m.total)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{m.count}</td>
              <td className="px-3 py-2">
                {m.channels ? (
                  <ul className="space-y-0.5">
                    {(["stk", "paybill", "bank"] as const).map((channel) => (
                      <li key={channel}>
                        {labels.channels[channel]}: <span className="tabular-nums">{amount(m.channels![channel])}</span>
                      </li>
                    ))}
                  </ul>
                ) : m.count > 0 ? (
                  <span className="text-muted">{labels.splitHidden}</span>
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
