import { RESOURCE_CATEGORIES } from "./categories.ts";
import { defineCollection } from "./define.ts";
import { choice, flag, link, requiredLink, requiredText, text } from "./fields.ts";

/**
 * Downloadable resources: the file is served with a download count kept atomically.
 * The category is one of the library's chips and is the kind /resources filters on.
 */
export const resources = defineCollection({
  name: "resources",
  page: "/resources",
  label: "Resources",
  singular: "Resource",
  titleField: "title",
  kindField: "category",
  columns: { featured: "featured" },
  order: "position",
  file: { field: "file_url", sizeField: "size" },
  downloads: true,
  listFields: ["type", "category"],
  fields: {
    title: requiredText("Title"),
    description: text("Description", 1000),
    type: { ...text("Type", 60), hint: "For example: Guide, Toolkit, Research Report" },
    category: choice("Category", RESOURCE_CATEGORIES),
    file_url: requiredLink("File"),
    image_url: link("Image"),
    featured: flag("Featured"),
  },
});
