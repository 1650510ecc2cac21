import type { EventItem } from "../../../shared/collections/index.ts";
import { eventFacts } from "../../../shared/event-facts.ts";
import { formatDate, formatTime, isoDate } from "../../../shared/format-date.ts";
import type { Locale } from "../../../shared/locales.ts";
import { allDayOf } from "../../../shared/structured-data/event.ts";
import { useLocale } from "../../lib/locale.ts";

type DetailsCopy = { when: string; where: string; joinOnline: string; participants: string };

/** "01 March 2026, 9:00 AM": the day, and the time unless the event was entered as a whole day. */
function when(event: EventItem, moment: string, locale: Locale): string {
  const day = formatDate(moment, "long", locale);
  return allDayOf(event) ? day : `${day}, ${formatTime(moment, locale)}`;
}

/** When and where an event happens, how to join online and who it is for. */
export function EventDetails({ event, copy }: { event: EventItem; copy: DetailsCopy }) {
  const locale = useLocale();
  // The same facts as the event's JSON-LD, calendar entry and feeds (shared/event-facts.ts).
  const facts = eventFacts(event);
  const online = facts.onlineUrl;
  return (
    <dl className="grid gap-4 rounded-card border border-line bg-white p-6 shadow-card sm:grid-cols-[8rem_1fr]">
      <dt className="font-semibold">{copy.when}</dt>
      <dd>
        <time dateTime={allDayOf(event) ?? event.starts_at}>{when(event, event.starts_at, locale)}</time>
        {event.ends_at && (
          <>
            {" – "}
            <time dateTime={event.ends_at}>
              {isoDate(event.ends_at) === isoDate(event.starts_at)
                ? formatTime(event.ends_at, locale)
                : when(event, event.ends_at, locale)}
            </time>
          </>
        )}{" "}
        <span className="text-muted">(EAT)</span>
      </dd>
      {facts.place && event.location && (
        <>
          <dt className="font-semibold">{copy.where}</dt>
          <dd>{event.location}</dd>
        </>
      )}
      {online && (
        <>
          <dt className="font-semibold">{copy.joinOnline}</dt>
          <dd>
            <a href={online} className="break-all text-brand-700 underline" rel="noopener" target="_blank">
              {online}
            </a>
          </dd>
        </>
      )}
      {event.participants && (
        <>
          <dt className="font-semibold">{copy.participants}</dt>
          <dd>{event.participants}</dd>
        </>
      )}
    </dl>
  );
}
