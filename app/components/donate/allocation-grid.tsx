import type { ReactNode } from "react";
import type { allocations, allocationsSection } from "../../content/donate.ts";
import { Icon } from "../ui/icon.tsx";
import { Section } from "../ui/layout.tsx";
import { Reveal } from "../ui/reveal.tsx";

/** Where the donation goes, with what each use costs. */
export function AllocationGrid({
  section,
  items,
  children,
}: {
  section: typeof allocationsSection;
  items: typeof allocations;
  /** below the grid (the link to the open books) */
  children?: ReactNode;
}) {
  return (
    <Section tone="tint" eyebrow={section.eyebrow} title={section.title} intro={section.intro}>
      <Reveal className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <article key={item.title} data-reveal className="rounded-card bg-white p-6 shadow-card">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
              <Icon name={item.icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-bold">{item.title}</h3>
            <p className="mt-2 text-muted">{item.description}</p>
            <p className="mt-4 font-semibold text-accent-600">{item.cost}</p>
          </article>
        ))}
      </Reveal>
      {children}
    </Section>
  );
}
