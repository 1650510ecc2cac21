import { STORY_CATEGORIES } from "./categories.ts";
import { defineCollection } from "./define.ts";
import { choice, flag, link, moment, requiredText, text } from "./fields.ts";

/**
 * Community stories told by residents, club members, volunteers and artists.
 * The category is one of the page's chips and is the kind /community-stories filters on.
 */
export const stories = defineCollection({
  name: "stories",
  page: "/community-stories",
  label: "Stories",
  singular: "Story",
  titleField: "title",
  kindField: "category",
  columns: { featured: "featured", starts_at: "date" },
  order: "starts-desc",
  listFields: ["author", "category"],
  fields: {
    title: requiredText("Title"),
    excerpt: text("Excerpt", 1000),
    author: text("Author", 120),
    location: text("Location", 120),
    date: moment("Date", "date"),
    category: choice("Category", STORY_CATEGORIES),
    image_url: link("Image"),
    read_time: { ...text("Read time", 20), hint: "For example: 4 min read" },
    featured: flag("Featured"),
  },
});
