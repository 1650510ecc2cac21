import type { Quote } from "../../content/page-types.ts";

/** Testimonials and team quotes. */
export function QuoteGrid({ quotes }: { quotes: Quote[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {quotes.map((q) => (
        <figure key={q.name} className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card">
          <span aria-hidden="true" className="font-display text-5xl leading-none text-gold-500">
            “
          </span>
          <blockquote className="mt-1 flex-1 text-ink">{q.quote}</blockquote>
          <figcaption className="mt-5 border-t border-line pt-4">
            <span className="block font-semibold">{q.name}</span>
            <span className="text-sm text-muted">{q.role}</span>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
