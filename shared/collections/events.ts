import { defineCollection } from "./define.ts";
import { choice, flag, moment, requiredMoment, requiredText, text } from "./fields.ts";

export const EVENT_KINDS = ["dialogue", "session", "action", "club-event", "conference"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** Dialogues, sessions, actions, club events and conferences: upcoming ones first, past ones by date. */
export const events = defineCollection({
  name: "events",
  label: "Events",
  singular: "Event",
  titleField: "title",
  kindField: "kind",
  columns: { starts_at: "starts_at", ends_at: "ends_at" },
  order: "starts-asc",
  upcoming: true,
  listFields: ["kind", "starts_at", "location"],
  fields: {
    kind: choice("Kind", EVENT_KINDS),
    title: requiredText("Title"),
    description: text("Description", 2000),
    starts_at: requiredMoment("Starts at"),
    ends_at: { ...moment("Ends at"), hint: "Optional; an event without an end counts as past the day after it starts" },
    location: text("Location", 120),
    type: text("Type", 60),
    participants: { ...text("Participants", 100), hint: "For example: 40 participants" },
    status: { ...text("Status", 60), hint: "For example: Open for registration" },
    registration_open: flag("Registration open"),
  },
  checks: (data) =>
    typeof data.ends_at === "string" && typeof data.starts_at === "string" && data.ends_at < data.starts_at
      ? [["ends_at", "Ends at must be after Starts at"]]
      : [],
});
