import { isoDate } from "../../../shared/format-date.ts";
import { useFormats } from "../../lib/formats.ts";
import { useCardLabels } from "../../lib/shell-copy.ts";
import { ButtonLink } from "../ui/button.tsx";
import { Badge } from "../ui/card.tsx";
import { Icon } from "../ui/icon.tsx";
import { Link } from "../ui/localized-link.tsx";

/** A dated entry of an event list (upcoming session, action, club event, dialogue). */
export type ScheduledItem = {
  /** distinguishes entries with the same title */
  id?: number;
  title: string;
  /** ISO date or date-time */
  date: string;
  location: string;
  type?: string;
  participants: string;
  status?: string;
  /** the entry's own page: the title links to it */
  href?: string;
  /** its calendar file ("Add to calendar") */
  calendar?: { label: string; href: string };
  action?: { label: string; href: string; variant?: "primary" | "secondary" | "outline" | "light" };
};

/** Upcoming sessions, actions, club events and dialogues: a dated list with a short month. */
export function ScheduleList({ items }: { items: ScheduledItem[] }) {
  const formats = useFormats();
  const labels = useCardLabels();
  return (
    <ul className="grid gap-4">
      {items.map((item) => (
        <li
          key={item.id ?? item.title}
          className="flex flex-col gap-4 rounded-card border border-line bg-white p-5 shadow-card sm:flex-row sm:items-center"
        >
          <time
            dateTime={isoDate(item.date)}
            className="shrink-0 rounded-xl bg-brand-50 px-4 py-3 text-center font-semibold whitespace-nowrap text-brand-800 sm:w-40"
          >
            {formats.date(item.date, "short")}
          </time>
          <div className="flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-display text-lg font-bold">
                {item.href ? (
                  <Link to={item.href} className="underline-offset-2 hover:underline">
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
              </h3>
              {item.type && <Badge tone="blue">{item.type}</Badge>}
              {item.status && <Badge tone="brand">{item.status}</Badge>}
            </div>
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
              <li className="flex items-center gap-1.5">
                <Icon name="pin" className="size-4 text-brand-600" />
                <span className="sr-only">{labels.location}: </span>
                {item.location}
              </li>
              <li className="flex items-center gap-1.5">
                <Icon name="users" className="size-4 text-brand-600" />
                <span className="sr-only">{labels.participants}: </span>
                {item.participants}
              </li>
              {item.calendar && (
                <li className="flex items-center gap-1.5">
                  <Icon name="calendar" className="size-4 text-brand-600" />
                  <a href={item.calendar.href} download className="font-semibold text-brand-700 underline">
                    {item.calendar.label}
                    <span className="sr-only">: {item.title}</span>
                  </a>
                </li>
              )}
            </ul>
          </div>
          {item.action && (
            <ButtonLink
              to={item.action.href}
              variant={item.action.variant ?? "primary"}
              size="sm"
              className="self-start sm:self-center"
            >
              {item.action.label}
            </ButtonLink>
          )}
        </li>
      ))}
    </ul>
  );
}
