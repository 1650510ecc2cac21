import { defineCollection } from "./define.ts";
import { flag, link, requiredLink, requiredText, text } from "./fields.ts";

/** Downloadable resources: the file is served with a download count kept atomically. */
export const resources = defineCollection({
  name: "resources",
  label: "Resources",
  singular: "Resource",
  titleField: "title",
  columns: { featured: "featured" },
  order: "position",
  file: { field: "file_url", sizeField: "size" },
  downloads: true,
  listFields: ["type", "category"],
  fields: {
    title: requiredText("Title"),
    description: text("Description", 1000),
    type: { ...text("Type", 60), hint: "For example: Guide, Toolkit, Research Report" },
    category: text("Category", 60),
    file_url: requiredLink("File"),
    image_url: link("Image"),
    featured: flag("Featured"),
  },
});
