/**
 * A card whose one button covers it (the button's ::after spans the card), so
 * the whole card can be clicked or tapped while the button keeps a short name.
 */
export const cardShell =
  "group relative flex flex-col items-start rounded-card border-2 bg-white p-6 text-left shadow-card transition hover:-translate-y-0.5 hover:shadow-lg";

/** The button's ::after covers its positioned card, and shows the focus ring around the whole card. */
export const coversCard = "covers-card";

export const cardAction = `inline-flex items-center gap-1 font-semibold group-hover:underline ${coversCard}`;
