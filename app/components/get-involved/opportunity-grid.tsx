import type { Opportunity } from "../../content/get-involved.ts";
import { ButtonLink } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";

/** Volunteer opportunities, partnership types and ways to support: icon, text, commitment and one button. */
export function OpportunityGrid({ items, columns = 4 }: { items: Opportunity[]; columns?: 3 | 4 }) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
      {items.map((item) => (
        <li key={item.title} className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon name={item.icon} className="size-6" />
          </span>
          <h3 className="mt-4 font-display text-lg font-bold">{item.title}</h3>
          <p className="mt-2 flex-1 text-muted">{item.description}</p>
          <p className="mt-3 flex items-center gap-1.5 text-sm font-semibold text-brand-800">
            <Icon name="clock" className="size-4" />
            {item.commitment}
          </p>
          <ButtonLink
            to={item.action.href}
            variant={item.action.variant ?? "primary"}
            size="sm"
            className="mt-5 self-start"
          >
            {item.action.label}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
