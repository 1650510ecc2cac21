import type { Programme, TransparencyYear } from "../../../shared/books.ts";

type Labels = {
  year: string;
  received: string;
  programme: string;
  spent: string;
  totalSpent: string;
  nothingSpent: string;
  statement: string;
  noStatement: string;
  programmes: Record<Programme, string>;
};

/** Each year: money received, spending by programme, and the audited statement when published. */
export function SpendingYears({
  years,
  notes,
  labels,
  amount,
}: {
  years: TransparencyYear[];
  /** the Finance officer's short notes, by "year|programme" */
  notes: Record<string, string[]>;
  labels: Labels;
  amount: (value: number) => string;
}) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {years.map((y) => {
        const total = y.spent.reduce((sum, s) => sum + s.amount, 0);
        return (
          <section
            key={y.year}
            aria-labelledby={`year-${y.year}`}
            className="rounded-card border border-line bg-white p-5 shadow-card"
          >
            <h3 id={`year-${y.year}`} className="font-display text-2xl font-bold text-brand-800">
              {y.year}
            </h3>
            <p className="mt-1">
              {labels.received}: <strong className="tabular-nums">{amount(y.received)}</strong>
            </p>
            {y.spent.length > 0 ? (
              <table className="mt-4 w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-line">
                    <th scope="col" className="py-1.5">
                      {labels.programme}
                    </th>
                    <th scope="col" className="py-1.5 text-right">
                      {labels.spent}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {y.spent.map((s) => (
                    <tr key={s.programme} className="border-b border-line">
                      <th scope="row" className="py-1.5 font-normal">
                        {labels.programmes[s.programme]}
                        {notes[`${y.year}|${s.programme}`]?.map((note) => (
                          <span key={note} className="block text-xs text-muted">
                            {note}
                          </span>
                        ))}
                      </th>
                      <td className="py-1.5 text-right tabular-nums">{amount(s.amount)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" className="py-1.5">
                      {labels.totalSpent}
                    </th>
                    <td className="py-1.5 text-right font-semibold tabular-nums">{amount(total)}</td>
                  </tr>
                </tfoot>
              </table>
            ) : (
              <p className="mt-3 text-muted">{labels.nothingSpent}</p>
            )}
            <p className="mt-4 text-sm">
              {y.statement_url ? (
                <a href={y.statement_url} className="font-semibold text-brand-700 underline underline-offset-2">
                  {labels.statement} — {y.year}
                </a>
              ) : (
                <span className="text-muted">{labels.noStatement}</span>
              )}
            </p>
          </section>
        );
      })}
    </div>
  );
}
