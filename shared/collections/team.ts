import { defineCollection } from "./define.ts";
import { choice, link, requiredText, tags, text } from "./fields.ts";

export const TEAM_GROUPS = ["leadership", "advisory"] as const;

/** The team page: leadership (people with photos) and advisory roles. */
export const team = defineCollection({
  name: "team",
  page: "/team",
  label: "Team",
  singular: "Team member",
  titleField: "name",
  kindField: "group",
  order: "position",
  listFields: ["role", "group"],
  fields: {
    name: requiredText("Name", 120),
    role: text("Role", 120),
    bio: text("Bio", 1000),
    tags: tags("Tags"),
    photo_url: link("Photo"),
    photo_alt: { ...text("Photo alt text", 300), hint: "Required with a photo: say who is pictured and how" },
    group: choice("Group", TEAM_GROUPS, "leadership"),
  },
  checks: (data) =>
    data.photo_url && !data.photo_alt ? [["photo_alt", "Alt text is required for every team photo"]] : [],
});
