import { defineCollection } from "./define.ts";
import { flag, link, moment, requiredText, text } from "./fields.ts";

/** Community stories told by residents, club members, volunteers and artists. */
export const stories = defineCollection({
  name: "stories",
  label: "Stories",
  singular: "Story",
  titleField: "title",
  columns: { featured: "featured", starts_at: "date" },
  order: "starts-desc",
  listFields: ["author", "category"],
  fields: {
    title: requiredText("Title"),
    excerpt: text("Excerpt", 1000),
    author: text("Author", 120),
    location: text("Location", 120),
    date: moment("Date", "date"),
    category: text("Category", 60),
    image_url: link("Image"),
    read_time: { ...text("Read time", 20), hint: "For example: 4 min read" },
    featured: flag("Featured"),
  },
});
