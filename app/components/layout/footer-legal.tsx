import { legalStatements } from "../../content/footer.ts";

/** The short privacy, terms and cookies statements the footer's anchors jump to. */
export function FooterLegal() {
  return (
    <div className="grid gap-6 border-t border-white/15 py-8 text-sm md:grid-cols-3">
      {legalStatements.map((statement) => (
        <section key={statement.id} id={statement.id} aria-labelledby={`${statement.id}-title`}>
          <h2 id={`${statement.id}-title`} className="font-semibold text-white">
            {statement.title}
          </h2>
          <p className="mt-1.5 text-brand-100">{statement.body}</p>
        </section>
      ))}
    </div>
  );
}
