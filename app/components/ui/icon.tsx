import sprite from "./icons.svg?no-inline";

/**
 * The site's icons, drawn for it (24×24 grid, currentColor strokes): each a
 * symbol of one sprite (./icons.svg), a hashed file every page shares and the
 * browser keeps, so a page carries only a reference to each icon it shows
 * (docs/decisions/0099-one-menu-for-every-width.md). Decorative unless labelled.
 */
export const ICON_NAMES = [
  "chevronDown",
  "menu",
  "close",
  "arrowRight",
  "phone",
  "chat",
  "mail",
  "pin",
  "clock",
  "copy",
  "radio",
  "heart",
  "phoneMoney",
  "card",
  "bank",
  "gift",
  "users",
  "calendar",
  "check",
  "x",
  "facebook",
  "instagram",
  "youtube",
  "linkedin",
  "download",
  "video",
  "report",
  "toolkit",
  "document",
  "star",
  "mic",
  "book",
  "scale",
  "megaphone",
  "palette",
  "handshake",
  "globe",
  "briefcase",
  "graduation",
  "shield",
  "truck",
  "refresh",
  "sparkle",
  "leaf",
  "target",
  "external",
  "whatsapp",
  "cart",
  "play",
  "link",
  "share",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export function Icon({
  name,
  className = "size-5",
  label,
  filled = false,
}: {
  name: IconName;
  className?: string;
  label?: string;
  /** fill the shape with currentColor (a filled rating star) */
  filled?: boolean;
}) {
  // The strokes are the sprite's (./icons.svg); the symbol's viewBox fills the element.
  const common = { fill: filled ? "currentColor" : "none", className: `shrink-0 ${className}` } as const;
  if (label) {
    return (
      <svg {...common} role="img" aria-label={label}>
        <title>{label}</title>
        <use href={`${sprite}#${name}`} />
      </svg>
    );
  }
  return (
    <svg {...common} aria-hidden="true">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

/** The icon drawn for each social network named in site.ts. */
export const socialIcon: Record<string, IconName> = {
  X: "x",
  Facebook: "facebook",
  Instagram: "instagram",
  YouTube: "youtube",
  LinkedIn: "linkedin",
};
