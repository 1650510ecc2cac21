import { defineCollection } from "./define.ts";
import { link, photoSets, requiredMoment, requiredText, text } from "./fields.ts";

/** Event gallery albums: sets (days) of photos, every photo with alt text. */
export const albums = defineCollection({
  name: "albums",
  page: "/event-gallery",
  label: "Gallery albums",
  singular: "Album",
  titleField: "title",
  columns: { starts_at: "date" },
  // Staff choose the order: the first albums lead the gallery and the home page.
  order: "position",
  listFields: ["date", "location"],
  fields: {
    title: requiredText("Title"),
    date: requiredMoment("Date", "date"),
    location: text("Location", 120),
    description: text("Description", 1000),
    cover_url: { ...link("Cover"), hint: "Pick a cover among the photos; without one the first photo is the cover" },
    sets: photoSets("Sets"),
  },
});
