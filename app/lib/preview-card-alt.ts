/** A generated preview card (server/preview-images) shows its kicker and title: its alt text says the same. */
export const previewCardAlt = (kicker: string, title: string) => `${kicker}: ${title}`;
