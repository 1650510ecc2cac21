import { eventPath } from "./addresses.ts";
import { defineCollection } from "./define.ts";
import { EVENT_KIND_NAMES } from "./event-kind-names.ts";
import { EVENT_LIST_PATH } from "./event-list-path.ts";
import { choice, externalLink, flag, link, moment, requiredMoment, requiredText, text } from "./fields.ts";
import { optionalNumber } from "./number-fields.ts";

export const EVENT_KINDS = ["dialogue", "session", "action", "club-event", "conference"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** What staff read for a kind: its public name and the page that lists it ("Community club event · on /community-club"). */
export const EVENT_KIND_LABELS: Record<EventKind, string> = Object.fromEntries(
  Object.entries(EVENT_KIND_NAMES).map(([kind, name]) => [kind, `${name} · on ${EVENT_LIST_PATH[kind as EventKind]}`]),
) as Record<EventKind, string>;

/** How people take part: in the room, online, or either. */
export const ATTENDANCE_MODES = ["in-person", "online", "mixed"] as const;
export type AttendanceMode = (typeof ATTENDANCE_MODES)[number];

/** Whether the event goes ahead as planned. */
export const EVENT_STATES = ["scheduled", "postponed", "rescheduled", "cancelled"] as const;
export type EventState = (typeof EVENT_STATES)[number];

/** Dialogues, sessions, actions, club events and conferences: upcoming ones first, past ones by date. */
export const events = defineCollection({
  name: "events",
  page: "/programs",
  itemPath: (id) => eventPath(id),
  label: "Events",
  singular: "Event",
  titleField: "title",
  kindField: "kind",
  columns: { starts_at: "starts_at", ends_at: "ends_at" },
  order: "starts-asc",
  upcoming: true,
  listFields: ["kind", "starts_at", "location"],
  fields: {
    kind: { ...choice("Kind", EVENT_KINDS), optionLabels: EVENT_KIND_LABELS },
    title: requiredText("Title"),
    description: text("Description", 2000),
    starts_at: requiredMoment("Starts at"),
    ends_at: { ...moment("Ends at"), hint: "Optional; an event without an end counts as past the day after it starts" },
    location: { ...text("Location", 120), hint: "The venue and town, such as Kitengela Community Hall, Kitengela" },
    attendance: choice("Attendance", ATTENDANCE_MODES, "in-person"),
    online_url: { ...externalLink("Online link"), hint: "For online and mixed events: where people join" },
    event_state: {
      ...choice("Schedule", EVENT_STATES, "scheduled"),
      hint: "Postponed or cancelled events stay listed with that note",
    },
    image_url: link("Image"),
    image_alt: { ...text("Image description", 300), hint: "What the image shows, for people who cannot see it" },
    type: text("Type", 60),
    participants: { ...text("Participants", 100), hint: "For example: 40 participants" },
    status: { ...text("Status", 60), hint: "For example: Open for registration" },
    registration_open: flag("Registration open"),
    capacity: {
      ...optionalNumber("Places", { min: 1, max: 100_000 }),
      hint: "Optional: registration closes once this many people have registered",
    },
  },
  checks: (data) => [
    ...(typeof data.ends_at === "string" && typeof data.starts_at === "string" && data.ends_at < data.starts_at
      ? [["ends_at", "Ends at must be after Starts at"] as [string, string]]
      : []),
    ...(data.attendance !== "in-person" && data.attendance !== undefined && !data.online_url
      ? [["online_url", "Online link is required for an online or mixed event"] as [string, string]]
      : []),
    ...(data.image_url && !data.image_alt
      ? [["image_alt", "Image description is required when the event has an image"] as [string, string]]
      : []),
  ],
});
