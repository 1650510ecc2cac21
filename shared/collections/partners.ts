import { defineCollection } from "./define.ts";
import { choice, link, moment, requiredText, text } from "./fields.ts";

export const PARTNER_STATUSES = ["Active", "Completed"] as const;

/** Collaborations with partner organisations. */
export const partners = defineCollection({
  name: "partners",
  page: "/partners",
  label: "Partners",
  singular: "Collaboration",
  titleField: "title",
  kindField: "status",
  order: "position",
  listFields: ["partner", "status"],
  fields: {
    title: requiredText("Title"),
    partner: requiredText("Partner", 120),
    description: text("Description", 1000),
    image_url: link("Image"),
    date: moment("Started on", "date"),
    location: text("Location", 120),
    impact: { ...text("Impact", 200), hint: "For example: 1,200 residents reached" },
    status: choice("Status", PARTNER_STATUSES, "Active"),
  },
});
