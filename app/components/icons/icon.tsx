/**
 * A small set of line icons drawn for this site (24×24, stroke = currentColor).
 * Decorative by default; pass `label` when the icon carries meaning on its own.
 */
const paths = {
  calendar: "M4 6h16v14H4z M4 10h16 M8 3v5 M16 3v5",
  pin: "M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  users:
    "M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z M2.5 20c.6-3.6 3.2-6 6.5-6s5.9 2.4 6.5 6 M16 4.5a3.5 3.5 0 0 1 0 6.5 M18 14c2 .8 3.2 2.8 3.5 6",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 7v5l3 2",
  download: "M12 4v11 M7.5 10.5 12 15l4.5-4.5 M5 20h14",
  video: "M3 6h12v12H3z M15 10l6-3v10l-6-3",
  report: "M6 3h9l4 4v14H6z M15 3v4h4 M9 17v-3 M12 17v-6 M15 17v-4",
  toolkit: "M3 8h18v12H3z M9 8V5h6v3 M3 13h18 M11 12h2v2h-2z",
  document: "M6 3h9l4 4v14H6z M15 3v4h4 M9 12h6 M9 16h6",
  heart: "M12 20s-8-5.2-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 5.8-8 11-8 11z",
  star: "M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z",
  check: "M5 12.5l4.5 4.5L19 7.5",
  mic: "M12 3a3 3 0 0 1 3 3v6a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3z M5.5 11a6.5 6.5 0 0 0 13 0 M12 17.5V21",
  book: "M4 5a2 2 0 0 1 2-2h6v17H6a2 2 0 0 0-2 2z M20 5a2 2 0 0 0-2-2h-6v17h6a2 2 0 0 1 2 2z",
  scale: "M12 3v18 M7 21h10 M4 7h16 M6 7l-3 7a3 3 0 0 0 6 0z M18 7l-3 7a3 3 0 0 0 6 0z",
  megaphone: "M3 10v4h3l7 4V6L6 10z M16 9a4 4 0 0 1 0 6 M6 14l1.5 5h2.5l-1-4.5",
  palette:
    "M12 3a9 9 0 1 0 0 18c1.4 0 2-1 2-2 0-1.5-1.2-1.6-1.2-3 0-1 .8-1.8 1.8-1.8H17a4 4 0 0 0 4-4C21 6.3 17 3 12 3z M7.5 11.5h.01 M10 7.5h.01 M15 7.5h.01",
  chat: "M4 5h16v11H9l-5 4z M8 10h8 M8 13h5",
  handshake: "M2 11l4-4 4 2 3-2 3 1 4 3 M2 11l5 6 2-1 2 2 2-1 2 1 5-6 M10 9l3 3",
  globe:
    "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M3 12h18 M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z",
  mail: "M3 6h18v12H3z M3 7l9 6 9-6",
  phone: "M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z",
  briefcase: "M3 8h18v12H3z M9 8V5h6v3 M3 13h18",
  graduation: "M2 9l10-5 10 5-10 5z M6 11v5c3 2.5 9 2.5 12 0v-5 M22 9v6",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M8.5 12l2.5 2.5 4.5-5",
  truck: "M2 6h12v10H2z M14 10h4l3 3v3h-7 M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z M17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z",
  refresh: "M20 11a8 8 0 0 0-14.6-4.5L4 8 M4 4v4h4 M4 13a8 8 0 0 0 14.6 4.5L20 16 M20 20v-4h-4",
  sparkle:
    "M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z M19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z",
  leaf: "M5 19c0-9 6-14 15-14 0 9-5 15-14 15z M5 19l8-8",
  target: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 16.5a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9z M12 12h.01",
  external: "M14 4h6v6 M20 4l-9 9 M18 14v6H4V6h6",
  arrow: "M5 12h14 M13 6l6 6-6 6",
  whatsapp:
    "M4 20l1.3-4A8.5 8.5 0 1 1 8 18.8z M9 8.5c0 3.5 2.8 6.5 6.5 6.5l1-1.8-2-1-1 1c-1.2-.5-2.2-1.5-2.7-2.7l1-1-1-2z",
  cart: "M3 4h2.5l2.2 11h10.8l2-8H6.5 M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z M17 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z",
  play: "M7 4l13 8-13 8z",
} as const;

export type IconName = keyof typeof paths;

export function Icon({
  name,
  className = "size-5",
  label,
  filled = false,
}: {
  name: IconName;
  className?: string;
  label?: string;
  filled?: boolean;
}) {
  const shared = {
    viewBox: "0 0 24 24",
    fill: filled ? "currentColor" : "none",
    stroke: "currentColor",
    strokeWidth: 1.8,
    strokeLinecap: "round",
    strokeLinejoin: "round",
    className: `shrink-0 ${className}`,
  } as const;
  if (label) {
    return (
      <svg {...shared} role="img" aria-label={label}>
        <title>{label}</title>
        <path d={paths[name]} />
      </svg>
    );
  }
  return (
    <svg {...shared} aria-hidden="true">
      <path d={paths[name]} />
    </svg>
  );
}
