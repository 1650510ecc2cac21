import { defineCollection } from "../../shared/collections/define.ts";
import { requiredText, text } from "../../shared/collections/fields.ts";

/**
 * Two kinds that exist only for tests/api/throwaway-kind.test.ts, which adds them to the
 * registry: "podcasts" has a page that lists its items; "talks" gives each item a page of its own.
 */
export const podcasts = defineCollection({
  name: "podcasts",
  label: "Podcasts",
  singular: "Podcast",
  titleField: "title",
  order: "position",
  listFields: [],
  page: "/podcasts",
  fields: { title: requiredText("Title", 120), summary: text("Summary", 500) },
});
export const talks = defineCollection({
  name: "talks",
  label: "Talks",
  singular: "Talk",
  titleField: "title",
  order: "position",
  listFields: [],
  page: "/talks",
  itemPath: (id) => `/talks/${id}`,
  fields: { title: requiredText("Title", 120) },
});
