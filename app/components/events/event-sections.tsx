import { EVENTS_CALENDAR_PATH, eventCalendarPath, eventPath } from "../../../shared/collections/addresses.ts";
import type { EventItem } from "../../../shared/collections/index.ts";
import type { JsonLdNode } from "../../../shared/structured-data/json-ld.ts";
import type { EventCalendarCopy } from "../../content/event-calendar.ts";
import { registerHref, webcalUrl } from "../../lib/links.ts";
import { type ScheduledItem, ScheduleList } from "../cards/schedule-list.tsx";
import { JsonLd } from "../seo/json-ld.tsx";
import { usePublicUrl } from "../share/use-public-url.ts";
import { Section } from "../ui/layout.tsx";
import { useLocalizedHref } from "../ui/localized-link.tsx";

export type EventSectionsCopy = {
  upcomingTitle: string;
  upcomingIntro?: string;
  /** shown in place of the list when nothing is coming up */
  upcomingEmpty: string;
  pastTitle: string;
  pastIntro?: string;
  failed: string;
};

/** A page's events as its loader answers them. */
export type EventLists = {
  upcoming: { items: EventItem[]; failed: boolean };
  past: { items: EventItem[]; failed: boolean };
  /** the listed events as schema.org Events (loadEvents builds them on the server) */
  jsonLd: JsonLdNode[];
};

/** A button to the registration form, for events whose registration is open. */
export const registerWhenOpen =
  (label: string) =>
  (event: EventItem): ScheduledItem["action"] =>
    event.registration_open ? { label, href: registerHref(event.title) } : undefined;

function entry(
  event: EventItem,
  action: ScheduledItem["action"],
  calendarLabel?: string,
  localized: (path: string) => string = (path) => path,
): ScheduledItem {
  return {
    id: event.id,
    title: event.title,
    href: eventPath(event.id),
    ...(calendarLabel && { calendar: { label: calendarLabel, href: localized(eventCalendarPath(event.id)) } }),
    date: event.starts_at,
    location: event.location,
    participants: event.participants,
    ...(event.type && { type: event.type }),
    ...(event.status && { status: event.status }),
    ...(action && { action }),
  };
}

/**
 * A page's events: the upcoming ones (soonest first, each with its calendar
 * file, and a link to subscribe to them all), then a past section (latest
 * first) when there are any. Which button an entry gets is the page's choice.
 * Every listed event is declared as a schema.org Event too.
 */
export function EventSections({
  id,
  tone,
  copy,
  calendar,
  lists,
  upcomingAction,
  pastAction,
}: {
  id: string;
  tone?: "tint";
  copy: EventSectionsCopy;
  calendar: EventCalendarCopy;
  lists: EventLists;
  upcomingAction?: (event: EventItem) => ScheduledItem["action"];
  pastAction?: (event: EventItem) => ScheduledItem["action"];
}) {
  const { upcoming, past } = lists;
  const origin = usePublicUrl();
  // The calendars in the page's language: /sw pages link /sw/events.ics and the Kiswahili event files.
  const localized = useLocalizedHref();
  return (
    <>
      <Section id={id} tone={tone} title={copy.upcomingTitle} intro={copy.upcomingIntro}>
        {upcoming.items.length > 0 ? (
          <ScheduleList
            items={upcoming.items.map((e) =>
              entry(
                e,
                upcomingAction?.(e),
                e.event_state === "cancelled" ? undefined : calendar.addToCalendar,
                localized,
              ),
            )}
          />
        ) : (
          <p
            role={upcoming.failed ? "alert" : undefined}
            className="rounded-card border border-line bg-white p-6 text-muted"
          >
            {upcoming.failed ? copy.failed : copy.upcomingEmpty}
          </p>
        )}
        <p className="mt-6 text-sm text-muted">
          <a
            href={webcalUrl(origin, localized(EVENTS_CALENDAR_PATH))}
            className="font-semibold text-brand-700 underline"
          >
            {calendar.subscribe}
          </a>{" "}
          {calendar.subscribeHint}
        </p>
      </Section>
      {past.items.length > 0 && (
        <Section id={`past-${id}`} tone={tone} title={copy.pastTitle} intro={copy.pastIntro}>
          <ScheduleList items={past.items.map((e) => entry(e, pastAction?.(e)))} />
        </Section>
      )}
      {lists.jsonLd.length > 0 && <JsonLd data={lists.jsonLd} />}
    </>
  );
}
