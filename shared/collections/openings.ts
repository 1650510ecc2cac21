import { openingPath } from "./addresses.ts";
import { defineCollection } from "./define.ts";
import { choice, flag, link, moment, requiredText, tags, text } from "./fields.ts";

export const OPENING_KINDS = ["volunteer", "internship", "job"] as const;
export type OpeningKind = (typeof OPENING_KINDS)[number];

/** Where the work is done: at a place, from anywhere in Kenya, or both. */
export const WORKPLACES = ["on-site", "remote", "hybrid"] as const;
export type Workplace = (typeof WORKPLACES)[number];

/** Volunteer roles, internships and jobs; each leaves the public pages by itself at its closing date. */
export const openings = defineCollection({
  name: "openings",
  page: "/get-involved",
  itemPath: (id, data) => openingPath((data.kind as OpeningKind | undefined) ?? "volunteer", id),
  label: "Openings",
  singular: "Opening",
  titleField: "title",
  kindField: "kind",
  columns: { ends_at: "closes_at", featured: "featured" },
  order: "position",
  hideAfterEnd: true,
  listFields: ["kind", "location", "closes_at"],
  fields: {
    kind: choice("Kind", OPENING_KINDS),
    title: requiredText("Title"),
    description: text("Description", 2000),
    department: text("Department", 100),
    location: text("Location", 100),
    workplace: {
      ...choice("Workplace", WORKPLACES, "on-site"),
      hint: "Remote: from anywhere in Kenya; hybrid: partly at the location",
    },
    type: text("Type", 60, "text"),
    time_commitment: text("Time commitment", 100),
    duration: text("Duration", 100),
    experience: text("Experience", 100),
    salary: text("Salary", 100),
    skills: { ...tags("Skills or requirements"), hint: "One per line" },
    image_url: link("Image"),
    featured: flag("Featured"),
    urgent: flag("Urgent"),
    closes_at: { ...moment("Closes at"), hint: "Leave empty to keep it open until you remove it" },
  },
});
