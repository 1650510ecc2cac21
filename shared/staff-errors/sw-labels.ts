/**
 * Kiswahili labels of the fields outside the collections (news, publications,
 * staff accounts, albums' photos), as the admin's Kiswahili forms name them,
 * keyed by the English label the schemas put in their texts. The collections'
 * own labels come from shared/collections/kiswahili-words.ts (one source: a
 * unit test fails when a label here repeats one there).
 */
export const SW_LABELS: Readonly<Record<string, string>> = {
  Slug: "Anwani",
  Content: "Maudhui",
  "Image URL": "Kiungo cha picha",
  "Publish date": "Tarehe ya kuchapisha",
  Pages: "Kurasa",
  "PDF URL": "Kiungo cha PDF",
  Size: "Ukubwa",
  Email: "Barua pepe",
  Password: "Nenosiri",
  "Current password": "Nenosiri la sasa",
  Token: "Tokeni",
  Code: "Msimbo",
  Active: "Inatumika",
  Value: "Thamani",
  "Photo URL": "Kiungo cha picha",
  "Alt text": "Maelezo ya picha",
  Caption: "Maelezo mafupi",
  "Set name": "Jina la seti",
  Photos: "Picha",
};
