import type { EventItem } from "../../../shared/collections/index.ts";
import type { EventCalendarCopy } from "../../content/event-calendar.ts";
import type { CallToAction } from "../../content/page-types.ts";
import { CallToActionBand } from "../cards/call-to-action-band.tsx";
import type { ScheduledItem } from "../cards/schedule-list.tsx";
import { type EventLists, EventSections, type EventSectionsCopy, registerWhenOpen } from "./event-sections.tsx";

/** The copy a programme page's loader answers: the page's own (with its events' words and call to action) and the calendar's. */
export type EventsPageCopy = {
  page: { events: EventSectionsCopy; cta: CallToAction };
  eventCalendarCopy: EventCalendarCopy;
};

/**
 * How a programme page ends: its events, each upcoming one with a button to register while
 * registration is open (labelled `registerLabel`), then the page's call to action.
 */
export function EventsAndCallToAction({
  id,
  tone,
  copy,
  events,
  registerLabel,
  pastAction,
}: {
  id: string;
  tone?: "tint";
  copy: EventsPageCopy;
  events: EventLists;
  registerLabel: string;
  pastAction?: (event: EventItem) => ScheduledItem["action"];
}) {
  return (
    <>
      <EventSections
        id={id}
        tone={tone}
        copy={copy.page.events}
        calendar={copy.eventCalendarCopy}
        lists={events}
        upcomingAction={registerWhenOpen(registerLabel)}
        pastAction={pastAction}
      />
      <CallToActionBand cta={copy.page.cta} />
    </>
  );
}
