import type { LegalStatement } from "../../content/footer.ts";

/** The privacy statement (in full, the target of every form's consent line), then the short terms and cookie statements. */
export function FooterLegal({ statements }: { statements: LegalStatement[] }) {
  return (
    <div className="grid gap-6 border-t border-white/15 py-8 text-sm md:grid-cols-2">
      {statements.map((statement) => (
        <section
          key={statement.id}
          id={statement.id}
          aria-labelledby={`${statement.id}-title`}
          className={statement.points ? "md:col-span-2" : undefined}
        >
          <h2 id={`${statement.id}-title`} className="font-semibold text-white">
            {statement.title}
          </h2>
          <p className="mt-1.5 text-brand-100">{statement.body}</p>
          {statement.points && (
            <ul className="mt-3 grid gap-x-8 gap-y-2 text-brand-100 lg:grid-cols-2">
              {statement.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
