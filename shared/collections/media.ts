import { defineCollection } from "./define.ts";
import { choice, externalLink, link, requiredDay, requiredText, sitePath, text } from "./fields.ts";

export const MEDIA_TYPES = ["Conference", "X Spaces", "Report", "Video", "Article"] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
/** Featured and Live items lead the Media Hub; Available ones are its recent content (and a new item's status). */
export const MEDIA_STATUSES = ["Available", "Featured", "Live"] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

/** The Media Hub: conference highlights, X Spaces recordings, videos, articles and reports, newest first. */
export const media = defineCollection({
  name: "media",
  page: "/media-hub",
  label: "Media",
  singular: "Media item",
  titleField: "title",
  kindField: "status",
  columns: { starts_at: "date" },
  order: "starts-desc",
  listFields: ["type", "status", "date"],
  fields: {
    type: choice("Type", MEDIA_TYPES),
    title: requiredText("Title"),
    description: text("Description", 1000),
    date: requiredDay("Date"),
    status: choice("Status", MEDIA_STATUSES, "Available"),
    link: {
      ...externalLink("Link"),
      hint: "An address elsewhere, such as a report or a recording; opens in a new tab",
    },
    page: { ...sitePath("Page"), hint: "Or a page of this site, such as /publications" },
    image_url: { ...link("Image"), hint: "Without one the card shows artwork for its type" },
  },
  checks: (data) =>
    data.link || data.page ? [] : [["link", "Give a link or a page: visitors need somewhere to open the item"]],
});
