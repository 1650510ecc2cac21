import type { StatItem } from "../../content/page-types.ts";
import { Stat } from "../ui/card.tsx";

/** A row of headline figures; two columns on phones, up to four on wide screens. */
export function StatsRow({ stats, tone = "plain" }: { stats: StatItem[]; tone?: "plain" | "dark" }) {
  const cols = stats.length >= 4 ? "lg:grid-cols-4" : stats.length === 3 ? "lg:grid-cols-3" : "lg:grid-cols-2";
  return (
    <dl className={`grid grid-cols-2 gap-x-4 gap-y-8 ${cols}`}>
      {stats.map((s) => (
        <div key={s.label} className="flex flex-col-reverse">
          <dt className="sr-only">{s.label}</dt>
          <dd>
            <Stat value={s.value} label={s.label} tone={tone} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
