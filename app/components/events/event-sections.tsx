import type { EventItem } from "../../../shared/collections/index.ts";
import { registerHref } from "../../lib/links.ts";
import { type ScheduledItem, ScheduleList } from "../cards/schedule-list.tsx";
import { Section } from "../ui/layout.tsx";

export type EventSectionsCopy = {
  upcomingTitle: string;
  upcomingIntro?: string;
  /** shown in place of the list when nothing is coming up */
  upcomingEmpty: string;
  pastTitle: string;
  pastIntro?: string;
  failed: string;
};

type Lists = { upcoming: { items: EventItem[]; failed: boolean }; past: { items: EventItem[]; failed: boolean } };

/** A button to the registration form, for events whose registration is open. */
export const registerWhenOpen =
  (label: string) =>
  (event: EventItem): ScheduledItem["action"] =>
    event.registration_open ? { label, href: registerHref(event.title) } : undefined;

function entry(event: EventItem, action: ScheduledItem["action"]): ScheduledItem {
  return {
    id: event.id,
    title: event.title,
    date: event.starts_at,
    location: event.location,
    participants: event.participants,
    ...(event.type && { type: event.type }),
    ...(event.status && { status: event.status }),
    ...(action && { action }),
  };
}

/**
 * A page's events: the upcoming ones (soonest first), then a past section
 * (latest first) when there are any. Which button an entry gets is the page's choice.
 */
export function EventSections({
  id,
  tone,
  copy,
  lists,
  upcomingAction,
  pastAction,
}: {
  id: string;
  tone?: "tint";
  copy: EventSectionsCopy;
  lists: Lists;
  upcomingAction?: (event: EventItem) => ScheduledItem["action"];
  pastAction?: (event: EventItem) => ScheduledItem["action"];
}) {
  const { upcoming, past } = lists;
  return (
    <>
      <Section id={id} tone={tone} title={copy.upcomingTitle} intro={copy.upcomingIntro}>
        {upcoming.items.length > 0 ? (
          <ScheduleList items={upcoming.items.map((e) => entry(e, upcomingAction?.(e)))} />
        ) : (
          <p
            role={upcoming.failed ? "alert" : undefined}
            className="rounded-card border border-line bg-white p-6 text-muted"
          >
            {upcoming.failed ? copy.failed : copy.upcomingEmpty}
          </p>
        )}
      </Section>
      {past.items.length > 0 && (
        <Section id={`past-${id}`} tone={tone} title={copy.pastTitle} intro={copy.pastIntro}>
          <ScheduleList items={past.items.map((e) => entry(e, pastAction?.(e)))} />
        </Section>
      )}
    </>
  );
}
